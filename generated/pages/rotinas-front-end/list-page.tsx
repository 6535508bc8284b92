/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { RotinaFrontEnd } from '@generated/api/model';
import { rotinasFrontEndResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { FrontRoutineDeleteTool } from '@/resources/rotinas-front-end/front-routine-delete/front-routine-delete-tool';
import { rotinasFrontEndListQuery } from './list-query';

const config: ListPageConfig<RotinaFrontEnd> = {
  resource: rotinasFrontEndResource,
  columns: [
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (record) => record.descricao,
      sortField: 'descricao',
      overflow: 'truncate',
      opensRecord: true,
    },
    { id: 'rota', header: 'Rota', cell: (record) => record.rota, sortField: 'rota', overflow: 'truncate' },
    {
      id: 'rotina.descricao',
      header: 'Rotina',
      cell: (record) => record.rotina?.descricao,
      sortField: 'rotina.descricao',
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
  ...rotinasFrontEndListQuery,
  recordLabel: (record) => record.descricao,
  recordTools: [FrontRoutineDeleteTool],
};

/** List page: Rotinas front-end. */
export function RotinasFrontEndListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
