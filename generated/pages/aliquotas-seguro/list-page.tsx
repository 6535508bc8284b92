/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { AliquotaSeguro } from '@generated/api/model';
import { tipoSeguroCargaLabels } from '@generated/tables/enums';
import { aliquotasSeguroResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatPercent } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';
import { enumLabel } from '@/lib/format/labels';
import { aliquotasSeguroListQuery } from './list-query';

const config: ListPageConfig<AliquotaSeguro> = {
  resource: aliquotasSeguroResource,
  columns: [
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (record) => record.descricao,
      sortField: 'descricao',
      overflow: 'truncate',
      opensRecord: true,
    },
    {
      id: 'tipo',
      header: 'Tipo',
      cell: (record) => enumLabel(tipoSeguroCargaLabels, record.tipo),
      sortField: 'tipo',
      overflow: 'truncate',
    },
    {
      id: 'percentual',
      header: 'Percentual',
      cell: (record) => formatPercent(record.percentual, 4),
      sortField: 'percentual',
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
  ...aliquotasSeguroListQuery,
  recordLabel: (record) => record.descricao,
};

/** List page: Alíquotas de seguro. */
export function AliquotasSeguroListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
