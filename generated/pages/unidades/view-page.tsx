/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Unidade } from '@generated/api/model';
import { getBuscaUnidadeQueryOptions } from '@generated/api/unidades/unidades';
import { unidadesResource } from '@generated/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';

const config: ViewPageConfig<Unidade> = {
  resource: unidadesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Empresa', value: (record) => record.empresa?.nome },
        {
          label: 'Filial',
          value: (record) =>
            `${record.filial?.codigo ?? ''} - ${record.filial?.fantasia || record.filial?.nome || ''}`,
        },
        { label: 'Código', value: (record) => record.codigo },
        { label: 'Nome', value: (record) => record.nome },
      ],
    },
  ],
  recordQuery: (id) => getBuscaUnidadeQueryOptions(id),
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** View page (:id/consulta): Unidades. */
export function UnidadesViewPage() {
  return <ResourceViewPage config={config} />;
}
