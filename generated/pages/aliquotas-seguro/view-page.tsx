/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaAliquotaSeguroQueryOptions } from '@generated/api/aliquotas-seguros/aliquotas-seguros';
import type { AliquotaSeguro } from '@generated/api/model';
import { tipoSeguroCargaLabels } from '@generated/tables/enums';
import { aliquotasSeguroResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatPercent } from '@/lib/format/currency';
import { enumLabel } from '@/lib/format/labels';

const config: ViewPageConfig<AliquotaSeguro> = {
  resource: aliquotasSeguroResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Descrição', value: (record) => record.descricao },
        { label: 'Tipo', value: (record) => enumLabel(tipoSeguroCargaLabels, record.tipo) },
        { label: 'Percentual', value: (record) => formatPercent(record.percentual, 4) },
      ],
    },
  ],
  recordQuery: (id) => getBuscaAliquotaSeguroQueryOptions(id),
  recordLabel: (record) => record.descricao,
};

/** View page (:id/consulta): Alíquotas de seguro. */
export function AliquotasSeguroViewPage() {
  return <ResourceViewPage config={config} />;
}
