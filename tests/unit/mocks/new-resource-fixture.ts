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
    filters: [{ name: 'codigo', label: 'Código', kind: 'upperCode', maxLength: 3 }],
  },
  form: {
    sections: [
      {
        title: 'Dados gerais',
        fields: [
          { name: 'codigo', label: 'Código', kind: 'upperCode', required: true, maxLength: 3 },
          { name: 'nome', label: 'Nome', kind: 'upper', required: true, maxLength: 60 },
          { name: 'simbolo', label: 'Símbolo', kind: 'text', maxLength: 5 },
        ],
      },
    ],
  },
};

/** generated/permissions.ts's entry. */
export const moedasEntity = {
  prefix: 'MOEDA',
  segment: 'moedas',
  view: 'Currencies',
  one: 'Currency',
} as const;

/** generated/resources.ts's entry. */
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
});

/** generated/mock-resources.ts's moedasMock, with the zod schemas orval would write for the contract. */
export const moedasMock = {
  recurso: 'moedas',
  label: 'Moedas',
  singular: 'Moeda',
  permission: 'MOEDA',
  defaultSort: 'nome,asc',
  /** The list params every list call has (as in ListaBancosQueryParams), and the `codigo` filter. */
  listQuery: ListaBancosQueryParams.omit({ codigo: true }).extend({ codigo: code.optional() }),
  createBody: body,
  updateBody: body,
  columns: [
    { field: 'codigo', header: 'Código', kind: 'text' },
    { field: 'nome', header: 'Nome', kind: 'text' },
    { field: 'simbolo', header: 'Símbolo', kind: 'text' },
  ],
  filters: ['codigo'],
  fields: { codigo: 'upperCode', nome: 'upper', simbolo: 'text' },
} as const;
