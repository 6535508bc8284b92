/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Cfop } from '@generated/api/model';
import { tipoCfopLabels } from '@generated/tables/enums';
import { cfopsResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatCfop } from '@/lib/format/documents';
import { enumLabel } from '@/lib/format/labels';
import { cfopsListQuery } from './list-query';

const config: ListPageConfig<Cfop> = {
  resource: cfopsResource,
  columns: [
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => formatCfop(record.codigo),
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
      id: 'tipo',
      header: 'Tipo',
      cell: (record) => enumLabel(tipoCfopLabels, record.tipo),
      sortField: 'tipo',
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
  ...cfopsListQuery,
  recordLabel: (record) => record.codigo,
};

/** List page: CFOPs. */
export function CfopsListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
