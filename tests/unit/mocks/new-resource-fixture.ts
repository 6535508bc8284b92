import { z } from 'zod';
import { ListaBancosQueryParams } from '@generated/zod/bancos/bancos';

/**
 * A resource the contract does not have (currencies), to show that a simple resource is a manifest entry
 * plus its contract and nothing else: its manifest entry, and what generated/ would hold for it once orval
 * and the page generator ran (the zod schemas stand in for orval's output of its contract paths).
 */
export const moedasEntry = {
  segment: 'moedas',
  idParam: 'currencyId',
  singular: 'moeda',
  plural: 'Moedas',
  gender: 'f',
  recurso: 'moedas',
  permission: 'MOEDA',
  flags: { view: 'Currencies', one: 'Currency' },
  hub: { group: 'cadastros-gerais', icon: 'pi pi-dollar', description: 'Moedas com código ISO 4217' },
  api: {
    tag: 'moedas',
    model: 'Moeda',
    input: 'MoedaInput',
    list: 'listaMoedas',
    get: 'buscaMoeda',
    create: 'criaMoeda',
    update: 'alteraMoeda',
    createBody: 'CriaMoedaBody',
    updateBody: 'AlteraMoedaBody',
  },
  recordLabel: 'nome',
  defaultSort: 'nome,asc',
  list: {
    columns: [
      { field: 'codigo', header: 'Código', sortable: true },
      { field: 'nome', header: 'Nome', sortable: true },
      { field: 'simbolo', header: 'Símbolo' },
    ],
    filters: [
      { name: 'codigo', label: 'Código', kind: 'upperCode', maxLength: 3 },
      { name: 'nome', label: 'Nome', kind: 'text', maxLength: 60 },
      { name: 'paisId', label: 'País emissor', kind: 'reference', reference: 'paises' },
      { name: 'emissaoDesdeDe', label: 'Emitida desde (de)', kind: 'date' },
      { name: 'emissaoDesdeAte', label: 'Emitida desde (até)', kind: 'date' },
    ],
  },
  form: {
    sections: [
      {
        title: 'Dados gerais',
        fields: [
          { name: 'codigo', label: 'Código', kind: 'upperCode', required: true, maxLength: 3 },
          { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 60 },
          { name: 'simbolo', label: 'Símbolo', kind: 'text', maxLength: 5 },
          {
            name: 'paisId',
            label: 'País emissor',
            kind: 'reference',
            reference: 'paises',
            display: 'pais.nome',
          },
          { name: 'emissaoDesde', label: 'Emitida desde', kind: 'date' },
        ],
      },
    ],
  },
};

/** generated/tables/permissions.ts's entry. */
export const moedasEntity = {
  prefix: 'MOEDA',
  segment: 'moedas',
  view: 'Currencies',
  one: 'Currency',
} as const;

/** generated/tables/resources.ts's entry. */
export const moedasResource = {
  segment: 'moedas',
  idParam: 'currencyId',
  singular: 'moeda',
  plural: 'Moedas',
  gender: 'f',
  recurso: 'moedas',
  recordLabel: 'nome',
} as const;

const code = z.string().regex(/^[A-Z]{3}$/);
const body = z.object({
  codigo: code,
  nome: z.string().min(1).max(60),
  simbolo: z.string().max(5).nullish(),
  paisId: z.int().min(1).nullish(),
  emissaoDesde: z.iso.date().nullish(),
});
/** The create and update body, as orval's model of the contract would type it (the test's bodies take it). */
export type MoedaInput = z.input<typeof body>;
/** The read model as orval writes it: the input and the record's own fields (allOf), the country's summary. */
const readModel = body.and(
  z.object({
    id: z.int().min(1),
    ativo: z.boolean(),
    pais: z.object({ id: z.int().min(1), nome: z.string().optional() }).nullish(),
  }),
);

/**
 * generated/tables/mock-resources.ts's moedasMock, with the zod schemas orval would write for the contract.
 */
export const moedasMock = {
  recurso: 'moedas',
  label: 'Moedas',
  singular: 'Moeda',
  gender: 'f',
  permission: 'MOEDA',
  defaultSort: 'nome,asc',
  /** The list params every list call has (as in ListaBancosQueryParams), and the `codigo` filter. */
  listQuery: ListaBancosQueryParams.omit({ codigo: true }).extend({
    codigo: code.optional(),
    nome: z.string().optional(),
    paisId: z.coerce.number().int().min(1).optional(),
    emissaoDesdeDe: z.iso.date().optional(),
    emissaoDesdeAte: z.iso.date().optional(),
  }),
  createBody: body,
  updateBody: body,
  readModel,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'text' },
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'simbolo', header: 'Símbolo', kind: 'text' },
  ],
  filters: [
    { name: 'codigo', field: 'codigo', match: 'equals' },
    { name: 'nome', field: 'nome', match: 'contains' },
    { name: 'paisId', field: 'paisId', match: 'equals' },
    { name: 'emissaoDesdeDe', field: 'emissaoDesde', match: 'atLeast' },
    { name: 'emissaoDesdeAte', field: 'emissaoDesde', match: 'atMost' },
  ],
  fields: { codigo: 'upperCode', nome: 'upper', simbolo: 'text', paisId: 'reference', emissaoDesde: 'date' },
  references: { paisId: 'paises' },
} as const;
