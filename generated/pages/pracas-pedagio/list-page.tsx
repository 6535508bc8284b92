/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { PracaPedagio } from '@generated/api/model';
import { sentidoPracaPedagioLabels } from '@generated/tables/enums';
import { pracasPedagioResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatNumber } from '@/lib/format/currency';
import { formatDateTime } from '@/lib/format/date';
import { enumLabel } from '@/lib/format/labels';
import { RoutePreviewButton } from '@/resources/pracas-pedagio/toll-route/route-preview-button';
import { pracasPedagioListQuery } from './list-query';

const config: ListPageConfig<PracaPedagio> = {
  resource: pracasPedagioResource,
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
      id: 'concessionaria',
      header: 'Concessionária',
      cell: (record) => record.concessionaria,
      sortField: 'concessionaria',
      overflow: 'truncate',
    },
    {
      id: 'rodovia',
      header: 'Rodovia',
      cell: (record) => record.rodovia,
      sortField: 'rodovia',
      overflow: 'truncate',
    },
    {
      id: 'km',
      header: 'Km',
      cell: (record) => formatNumber(record.km),
      sortField: 'km',
      align: 'end',
      overflow: 'nowrap',
    },
    {
      id: 'cidade.nome',
      header: 'Cidade',
      cell: (record) => record.cidade?.nome,
      sortField: 'cidade.nome',
      overflow: 'truncate',
    },
    { id: 'uf', header: 'UF', cell: (record) => record.uf, sortField: 'uf', overflow: 'nowrap' },
    {
      id: 'sentido',
      header: 'Sentido',
      cell: (record) => enumLabel(sentidoPracaPedagioLabels, record.sentido),
      hiddenByDefault: true,
      overflow: 'truncate',
    },
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
  ...pracasPedagioListQuery,
  recordLabel: (record) => record.nome,
  mapPlace: (record) => ({
    latitude: record.latitude,
    longitude: record.longitude,
    title: record.nome,
    subtitle: `${record.rodovia ?? ''} · ${record.cidade?.nome ?? ''} - ${record.uf ?? ''}`,
  }),
  tools: [RoutePreviewButton],
};

/** List page: Praças de pedágio. */
export function PracasPedagioListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
