/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Unidade } from '@generated/api/model';
import { unidadesResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { unidadesListQuery } from './list-query';

const config: ListPageConfig<Unidade> = {
  resource: unidadesResource,
  columns: [
    {
      id: 'empresa.nome',
      header: 'Cliente',
      cell: (record) => record.empresa?.nome,
      sortField: 'empresa.nome',
      overflow: 'truncate',
    },
    {
      id: 'filial.nome',
      header: 'Filial',
      cell: (record) =>
        `${record.filial?.codigo ?? ''} - ${record.filial?.fantasia || record.filial?.nome || ''}`,
      sortField: 'filial.nome',
      overflow: 'truncate',
    },
    {
      id: 'codigo',
      header: 'Código',
      cell: (record) => record.codigo,
      sortField: 'codigo',
      align: 'end',
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
  ...unidadesListQuery,
  recordLabel: (record) => `${record.codigo ?? ''} - ${record.nome ?? ''}`,
};

/** List page: Unidades. */
export function UnidadesListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
