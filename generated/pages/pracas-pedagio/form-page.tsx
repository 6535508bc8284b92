/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { PracaPedagio, PracaPedagioInput } from '@generated/api/model';
import {
  alteraPracaPedagio,
  criaPracaPedagio,
  getBuscaPracaPedagioQueryOptions,
} from '@generated/api/praca-pedagio/praca-pedagio';
import { sentidoPracaPedagioOptions } from '@generated/tables/enums';
import { cidadesReference } from '@generated/tables/references/cidades';
import { pracasPedagioResource } from '@generated/tables/resources';
import { AlteraPracaPedagioBody, CriaPracaPedagioBody } from '@generated/zod/praca-pedagio/praca-pedagio';
import { type FormPageConfig, ResourceFormPage } from '@/kit';

/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof PracaPedagioInput]?: unknown };

const config: FormPageConfig<PracaPedagio, Values, PracaPedagioInput> = {
  resource: pracasPedagioResource,
  sections: [
    {
      title: 'Dados gerais',
      fields: [
        { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 120 },
        { name: 'concessionaria', label: 'Concessionária', kind: 'upper', required: true, maxLength: 120 },
        {
          name: 'rodovia',
          label: 'Rodovia',
          kind: 'upper',
          required: true,
          maxLength: 7,
          hint: 'Ex. BR-116, SP-348.',
        },
        { name: 'km', label: 'Km', kind: 'decimal', required: true, decimals: 3, min: 0 },
        {
          name: 'sentido',
          label: 'Sentido',
          kind: 'enum',
          required: true,
          options: sentidoPracaPedagioOptions,
        },
      ],
    },
    {
      title: 'Localização',
      fields: [
        { name: 'uf', label: 'UF', kind: 'uf', required: true },
        {
          name: 'cidadeId',
          label: 'Cidade',
          kind: 'reference',
          required: true,
          reference: cidadesReference,
          dependsOn: { field: 'uf', param: 'uf' },
        },
        {
          name: 'latitude',
          label: 'Latitude',
          kind: 'decimal',
          required: true,
          decimals: 6,
          min: -90,
          max: 90,
        },
        {
          name: 'longitude',
          label: 'Longitude',
          kind: 'decimal',
          required: true,
          decimals: 6,
          min: -180,
          max: 180,
        },
      ],
    },
    {
      title: 'Tarifas',
      fields: [
        {
          name: 'valores',
          label: 'Tarifas por eixos',
          kind: 'rows',
          rowFields: [
            { name: 'eixos', label: 'Eixos', kind: 'integer', required: true, min: 2, max: 9 },
            { name: 'valor', label: 'Valor', kind: 'currency', required: true, min: 0 },
          ],
          maxRows: 8,
        },
      ],
    },
  ],
  createSchema: CriaPracaPedagioBody,
  updateSchema: AlteraPracaPedagioBody,
  defaults: {
    nome: '',
    concessionaria: '',
    rodovia: '',
    km: null,
    sentido: null,
    uf: null,
    cidadeId: null,
    latitude: null,
    longitude: null,
    valores: [],
  },
  recordQuery: (id) => getBuscaPracaPedagioQueryOptions(id),
  toValues: (record) => ({
    nome: record.nome,
    concessionaria: record.concessionaria,
    rodovia: record.rodovia,
    km: record.km,
    sentido: record.sentido,
    uf: record.uf,
    cidadeId: record.cidadeId,
    latitude: record.latitude,
    longitude: record.longitude,
    valores: record.valores ?? [],
  }),
  create: (values) => criaPracaPedagio(values),
  update: (id, values) => alteraPracaPedagio(id, values),
  recordLabel: (record) => record.nome,
  locality: { latitude: 'latitude', longitude: 'longitude' },
};

/** Create (novo) and edit (:id/edita) page: Praças de pedágio. */
export function PracasPedagioFormPage() {
  return <ResourceFormPage config={config} />;
}
