/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Servidor } from '@generated/api/model';
import { servidoresResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { CloudStatusTool } from '@/resources/servidores/cloud-status/cloud-status-tool';
import { servidoresListQuery } from './list-query';

const config: ListPageConfig<Servidor> = {
  resource: servidoresResource,
  columns: [
    {
      id: 'nome',
      header: 'Nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      overflow: 'truncate',
      opensRecord: true,
    },
    {
      id: 'endereco',
      header: 'Endereço',
      cell: (record) => record.endereco,
      sortField: 'endereco',
      overflow: 'truncate',
    },
    {
      id: 'magaluId',
      header: 'Instância na nuvem',
      cell: (record) => record.magaluId,
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
  ...servidoresListQuery,
  recordLabel: (record) => record.nome,
  recordTools: [CloudStatusTool],
};

/** List page: Servidores. */
export function ServidoresListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
