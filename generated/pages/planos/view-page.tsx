/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Plano } from '@generated/api/model';
import { getBuscaPlanoQueryOptions } from '@generated/api/planos/planos';
import { planosResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatBrl } from '@/lib/format/currency';
import { ModulesView } from '@/resources/planos/module-picker/modules-view';

const config: ViewPageConfig<Plano> = {
  resource: planosResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Descrição', value: (record) => record.descricao },
        { label: 'Valor mensal', value: (record) => formatBrl(record.valor) },
        { label: 'Módulos', value: (record) => <ModulesView value={record.modulos} />, span: 12 },
      ],
    },
  ],
  recordQuery: (id) => getBuscaPlanoQueryOptions(id),
  recordLabel: (record) => record.descricao,
};

/** View page (:id/consulta): Planos. */
export function PlanosViewPage() {
  return <ResourceViewPage config={config} />;
}
