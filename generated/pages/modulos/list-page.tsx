/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Modulo } from '@generated/api/model';
import { modulosResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatBrl } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';
import { modulosListQuery } from './list-query';

const config: ListPageConfig<Modulo> = {
  resource: modulosResource,
  columns: [
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => record.codigo,
      sortField: 'codigo',
      overflow: 'truncate',
    },
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (record) => record.descricao,
      sortField: 'descricao',
      overflow: 'truncate',
      opensRecord: true,
    },
    {
      id: 'valor',
      header: 'Valor mensal',
      cell: (record) => formatBrl(record.valor),
      sortField: 'valor',
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
  ...modulosListQuery,
  recordLabel: (record) => record.descricao,
};

/** List page: Módulos. */
export function ModulosListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
