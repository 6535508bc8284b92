/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Cidade } from '@generated/api/model';
import { cidadesResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatNumber } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';
import { formatIbge } from '@/lib/format/documents';
import { cidadesListQuery } from './list-query';

const config: ListPageConfig<Cidade> = {
  resource: cidadesResource,
  columns: [
    {
      id: 'codigoIbge',
      header: 'Código IBGE',
      cell: (record) => formatIbge(record.codigoIbge),
      sortField: 'codigoIbge',
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
    { id: 'uf', header: 'UF', cell: (record) => record.uf, sortField: 'uf', overflow: 'nowrap' },
    {
      id: 'latitude',
      header: 'Latitude',
      cell: (record) => formatNumber(record.latitude, 6),
      hiddenByDefault: true,
      align: 'end',
      overflow: 'nowrap',
    },
    {
      id: 'longitude',
      header: 'Longitude',
      cell: (record) => formatNumber(record.longitude, 6),
      hiddenByDefault: true,
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
  ...cidadesListQuery,
  recordLabel: (record) => record.nome,
  mapPlace: (record) => ({
    latitude: record.latitude,
    longitude: record.longitude,
    title: record.nome,
    subtitle: record.uf,
  }),
};

/** List page: Cidades. */
export function CidadesListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
