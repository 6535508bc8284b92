/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Rotina } from '@generated/api/model';
import { rotinasResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { rotinasListQuery } from './list-query';

const config: ListPageConfig<Rotina> = {
  resource: rotinasResource,
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
      id: 'modulo.descricao',
      header: 'Módulo',
      cell: (record) => record.modulo?.descricao,
      sortField: 'modulo.descricao',
      overflow: 'truncate',
    },
    {
      id: 'acoes.codigo',
      header: 'Ações da rotina',
      cell: (record) => record.acoes?.map((item) => item.codigo)?.join(', '),
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
  ...rotinasListQuery,
  recordLabel: (record) => record.descricao,
};

/** List page: Rotinas do sistema. */
export function RotinasListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
