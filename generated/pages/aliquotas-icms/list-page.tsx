/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { AliquotaIcms } from '@generated/api/model';
import { aliquotasIcmsResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatPercent } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';
import { aliquotasIcmsListQuery } from './list-query';

const config: ListPageConfig<AliquotaIcms> = {
  resource: aliquotasIcmsResource,
  columns: [
    {
      id: 'ufOrigem',
      header: 'UF de origem',
      cell: (record) => record.ufOrigem,
      sortField: 'ufOrigem',
      overflow: 'nowrap',
      opensRecord: true,
    },
    {
      id: 'ufDestino',
      header: 'UF de destino',
      cell: (record) => record.ufDestino,
      sortField: 'ufDestino',
      overflow: 'nowrap',
    },
    {
      id: 'aliquota',
      header: 'Alíquota',
      cell: (record) => formatPercent(record.aliquota, 2),
      sortField: 'aliquota',
      align: 'end',
      overflow: 'nowrap',
    },
    {
      id: 'createdAt',
      header: 'Criado em',
      cell: (record) => formatDateTime(record.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
    {
      id: 'updatedAt',
      header: 'Alterado em',
      cell: (record) => formatDateTime(record.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
  ],
  ...aliquotasIcmsListQuery,
  recordLabel: (record) => `${record.ufOrigem ?? ''} - ${record.ufDestino ?? ''}`,
};

/** List page: Alíquotas de ICMS. */
export function AliquotasIcmsListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
