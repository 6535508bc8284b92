/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import { alteraCidade, criaCidade, getBuscaCidadeQueryOptions } from '@generated/api/cidades/cidades';
import type { Cidade, CidadeInput } from '@generated/api/model';
import { cidadesResource } from '@generated/tables/resources';
import { AlteraCidadeBody, CriaCidadeBody } from '@generated/zod/cidades/cidades';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof CidadeInput]?: unknown };

const config: FormPageConfig<Cidade, Values, CidadeInput> = {
  resource: cidadesResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 120 },
        { name: 'codigoIbge', label: 'Código IBGE', kind: 'ibge', required: true },
        { name: 'uf', label: 'UF', kind: 'uf', required: true },
      ],
    },
    {
      title: 'Localização',
      fields: [
        { name: 'latitude', label: 'Latitude', kind: 'decimal', decimals: 6, min: -90, max: 90 },
        { name: 'longitude', label: 'Longitude', kind: 'decimal', decimals: 6, min: -180, max: 180 },
      ],
    },
  ],
  createSchema: CriaCidadeBody,
  updateSchema: AlteraCidadeBody,
  defaults: { nome: '', codigoIbge: '', uf: null, latitude: null, longitude: null },
  recordQuery: (id) => getBuscaCidadeQueryOptions(id),
  toValues: (record) => ({
    nome: record.nome,
    codigoIbge: record.codigoIbge,
    uf: record.uf,
    latitude: record.latitude,
    longitude: record.longitude,
  }),
  create: (values) => criaCidade(values),
  update: (id, values) => alteraCidade(id, values),
  recordLabel: (record) => record.nome,
  locality: { latitude: 'latitude', longitude: 'longitude', name: 'nome' },
};

/** Create (novo) and edit (:id/edita) page: Cidades. */
export function CidadesFormPage() {
  return <ResourceFormPage config={config} />;
}
