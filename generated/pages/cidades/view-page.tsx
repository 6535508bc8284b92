/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { getBuscaCidadeQueryOptions } from '@generated/api/cidades/cidades';
import type { Cidade } from '@generated/api/model';
import { cidadesResource } from '@generated/tables/resources';
import { ResourceViewPage, type ViewPageConfig } from '@/kit';
import { formatNumber } from '@/lib/format/currency';
import { formatIbge } from '@/lib/format/documents';

const config: ViewPageConfig<Cidade> = {
  resource: cidadesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Nome', value: (record) => record.nome },
        { label: 'Código IBGE', value: (record) => formatIbge(record.codigoIbge) },
        { label: 'UF', value: (record) => record.uf },
      ],
    },
    {
      title: 'Localização',
      fields: [
        { label: 'Latitude', value: (record) => formatNumber(record.latitude, 6) },
        { label: 'Longitude', value: (record) => formatNumber(record.longitude, 6) },
      ],
    },
  ],
  recordQuery: (id) => getBuscaCidadeQueryOptions(id),
  recordLabel: (record) => record.nome,
  mapPlace: (record) => ({
    latitude: record.latitude,
    longitude: record.longitude,
    title: record.nome,
    subtitle: record.uf,
  }),
};

/** View page (:id/consulta): Cidades. */
export function CidadesViewPage() {
  return <ResourceViewPage config={config} />;
}
