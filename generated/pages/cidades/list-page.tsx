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
      fit: 'nowrap',
    },
    {
      id: 'nome',
      header: 'Nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      fit: 'truncate',
      opensRecord: true,
    },
    { id: 'uf', header: 'UF', cell: (record) => record.uf, sortField: 'uf', fit: 'nowrap' },
    {
      id: 'latitude',
      header: 'Latitude',
      cell: (record) => formatNumber(record.latitude, 6),
      hiddenByDefault: true,
      align: 'end',
      fit: 'nowrap',
    },
    {
      id: 'longitude',
      header: 'Longitude',
      cell: (record) => formatNumber(record.longitude, 6),
      hiddenByDefault: true,
      align: 'end',
      fit: 'nowrap',
    },
    {
      id: 'createdAt',
      header: 'Criado em',
      cell: (record) => formatDateTime(record.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      fit: 'nowrap',
    },
    {
      id: 'updatedAt',
      header: 'Alterado em',
      cell: (record) => formatDateTime(record.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
      fit: 'nowrap',
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
