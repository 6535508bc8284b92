/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { PracaPedagio } from '@generated/api/model';
import { getBuscaPracaPedagioQueryOptions } from '@generated/api/praca-pedagio/praca-pedagio';
import { sentidoPracaPedagioLabels } from '@generated/tables/enums';
import { pracasPedagioResource } from '@generated/tables/resources';
import { RecordLink, ResourceViewPage, RowsView, type ViewPageConfig } from '@/kit';
import { formatBrl, formatNumber } from '@/lib/format/currency';
import { enumLabel } from '@/lib/format/labels';

const config: ViewPageConfig<PracaPedagio> = {
  resource: pracasPedagioResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { label: 'Nome', value: (record) => record.nome },
        { label: 'Concessionária', value: (record) => record.concessionaria },
        { label: 'Rodovia', value: (record) => record.rodovia },
        { label: 'Km', value: (record) => formatNumber(record.km, 3) },
        { label: 'Sentido', value: (record) => enumLabel(sentidoPracaPedagioLabels, record.sentido) },
      ],
    },
    {
      title: 'Localização',
      fields: [
        { label: 'UF', value: (record) => record.uf },
        {
          label: 'Cidade',
          value: (record) => (
            <RecordLink segment="cidades" id={record.cidadeId}>
              {record.cidade?.nome}
            </RecordLink>
          ),
        },
        { label: 'Latitude', value: (record) => formatNumber(record.latitude, 6) },
        { label: 'Longitude', value: (record) => formatNumber(record.longitude, 6) },
      ],
    },
    {
      title: 'Tarifas',
      fields: [
        {
          label: 'Tarifas por eixos',
          value: (record) => (
            <RowsView
              value={record.valores}
              columns={[
                { header: 'Eixos', cell: (row) => row.eixos },
                { header: 'Valor', cell: (row) => formatBrl(row.valor) },
              ]}
            />
          ),
          span: 12,
        },
      ],
    },
  ],
  recordQuery: (id) => getBuscaPracaPedagioQueryOptions(id),
  recordLabel: (record) => record.nome,
  mapPlace: (record) => ({
    latitude: record.latitude,
    longitude: record.longitude,
    title: record.nome,
    subtitle: `${record.rodovia ?? ''} · ${record.cidade?.nome ?? ''} - ${record.uf ?? ''}`,
  }),
};

/** View page (:id/consulta): Praças de pedágio. */
export function PracasPedagioViewPage() {
  return <ResourceViewPage config={config} />;
}
