/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Plano } from '@generated/api/model';
import { planosResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatBrl } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';
import { planosListQuery } from './list-query';

const config: ListPageConfig<Plano> = {
  resource: planosResource,
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
      id: 'valor',
      header: 'Valor mensal',
      cell: (record) => formatBrl(record.valor),
      sortField: 'valor',
      align: 'end',
      overflow: 'nowrap',
    },
    {
      id: 'modulos.descricao',
      header: 'Módulos',
      cell: (record) => record.modulos?.map((item) => item.descricao)?.join(', '),
      hiddenByDefault: true,
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
  ...planosListQuery,
  recordLabel: (record) => record.descricao,
};

/** List page: Planos. */
export function PlanosListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
