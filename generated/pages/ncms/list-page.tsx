/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Ncm } from '@generated/api/model';
import { ncmsResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatNcm } from '@/lib/format/documents';
import { ncmsListQuery } from './list-query';

const config: ListPageConfig<Ncm> = {
  resource: ncmsResource,
  columns: [
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => formatNcm(record.codigo),
      sortField: 'codigo',
      overflow: 'nowrap',
      opensRecord: true,
    },
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (record) => record.descricao,
      sortField: 'descricao',
      overflow: 'truncate',
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
  ...ncmsListQuery,
  recordLabel: (record) => record.codigo,
};

/** List page: NCMs. */
export function NcmsListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
