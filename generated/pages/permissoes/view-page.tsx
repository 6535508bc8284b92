/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Permissao } from '@generated/api/model';
import { getBuscaPermissaoQueryOptions } from '@generated/api/permissoes/permissoes';
import { permissoesResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatBoolean } from '@/lib/format/labels';
import { ActionCodesView } from '@/resources/permissoes/permission-picker/action-codes-view';

const config: ViewPageConfig<Permissao> = {
  resource: permissoesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Descrição', value: (record) => record.descricao },
        { label: 'Equipe do provedor', value: (record) => formatBoolean(record.admin) },
      ],
    },
    {
      title: 'Ações por rotina',
      fields: [
        { label: 'Ações liberadas', value: (record) => <ActionCodesView value={record.acoes} />, span: 12 },
      ],
    },
  ],
  recordQuery: (id) => getBuscaPermissaoQueryOptions(id),
  recordLabel: (record) => record.descricao,
};

/** View page (:id/consulta): Permissões. */
export function PermissoesViewPage() {
  return <ResourceViewPage config={config} />;
}
