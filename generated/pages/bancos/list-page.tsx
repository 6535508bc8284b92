/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Banco } from '@generated/api/model';
import { bancosResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { bancosListQuery } from './list-query';

const config: ListPageConfig<Banco> = {
  resource: bancosResource,
  columns: [
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => record.codigo,
      sortField: 'codigo',
      overflow: 'nowrap',
    },
    {
      id: 'nome',
      header: 'Nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      overflow: 'truncate',
      opensRecord: true,
    },
    { id: 'ispb', header: 'ISPB', cell: (record) => record.ispb, sortField: 'ispb', overflow: 'nowrap' },
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
  ...bancosListQuery,
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** List page: Bancos. */
export function BancosListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
