/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaAliquotaIcmsQueryOptions } from '@generated/api/aliquotas-icms/aliquotas-icms';
import type { AliquotaIcms } from '@generated/api/model';
import { aliquotasIcmsResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatPercent } from '@/lib/format/currency';

const config: ViewPageConfig<AliquotaIcms> = {
  resource: aliquotasIcmsResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'UF de origem', value: (record) => record.ufOrigem },
        { label: 'UF de destino', value: (record) => record.ufDestino },
        { label: 'Alíquota', value: (record) => formatPercent(record.aliquota, 2) },
      ],
    },
  ],
  recordQuery: (id) => getBuscaAliquotaIcmsQueryOptions(id),
  recordLabel: (record) => `${record.ufOrigem ?? ''} - ${record.ufDestino ?? ''}`,
};

/** View page (:id/consulta): Alíquotas de ICMS. */
export function AliquotasIcmsViewPage() {
  return <ResourceViewPage config={config} />;
}
