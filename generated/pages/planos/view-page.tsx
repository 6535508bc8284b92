/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Plano } from '@generated/api/model';
import { getBuscaPlanoQueryOptions } from '@generated/api/planos/planos';
import { planosResource } from '@generated/resources';
import { ModulesView } from '@/components/module-picker/modules-view';
import type { ViewPageConfig } from '@/components/resource/kit-types';
import { ResourceViewPage } from '@/components/resource/view/resource-view-page';
import { formatBrl } from '@/lib/format/currency';

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
