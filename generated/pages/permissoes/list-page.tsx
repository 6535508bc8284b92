/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Permissao } from '@generated/api/model';
import { permissoesResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { formatBoolean } from '@/lib/format/labels';
import { permissoesListQuery } from './list-query';

const config: ListPageConfig<Permissao> = {
  resource: permissoesResource,
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
      id: 'admin',
      header: 'Equipe do provedor',
      cell: (record) => formatBoolean(record.admin),
      sortField: 'admin',
      overflow: 'nowrap',
    },
    {
      id: 'acoes',
      header: 'Nº de ações',
      cell: (record) => record.acoes?.length ?? 0,
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
  ...permissoesListQuery,
  recordLabel: (record) => record.descricao,
};

/** List page: Permissões. */
export function PermissoesListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
