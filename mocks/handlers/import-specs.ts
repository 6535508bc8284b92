import type {
  AliquotaIcmsInput,
  AliquotaSeguroInput,
  CfopInput,
  CidadeInput,
  NcmInput,
  PaisInput,
  PracaPedagioInput,
  RecursoImportavel,
  TipoEventoImportacao,
} from '@generated/api/model';
import type { z } from 'zod';
import { ImportaAliquotasIcmsBody } from '@generated/zod/aliquotas-icms/aliquotas-icms';
import { ImportaAliquotasSegurosBody } from '@generated/zod/aliquotas-seguros/aliquotas-seguros';
import { ImportaCfopsBody } from '@generated/zod/cfops/cfops';
import { ImportaCidadesBody } from '@generated/zod/cidades/cidades';
import { ImportaNcmsBody } from '@generated/zod/ncms/ncms';
import { ImportaPaisesBody } from '@generated/zod/paises/paises';
import {
  ImportaPracasPedagioBody,
  ImportaValoresPedagioBody,
} from '@generated/zod/praca-pedagio/praca-pedagio';
import { ALIQUOTAS_SEGURO } from '../db/data/aliquotas-seguro';
import { CFOPS } from '../db/data/cfops';
import { CIDADES } from '../db/data/cidades';
import { NCMS } from '../db/data/ncms';
import { PAISES } from '../db/data/paises';
import { PRACAS_PEDAGIO } from '../db/data/pracas-pedagio';
import { foldText } from '../db/text-search';

/** How a cell becomes a body field: trimmed text, upper-case text, a code of digits, a number, an enum. */
export type CellKind = 'text' | 'upper' | 'digits' | 'number' | 'optionalNumber' | 'enum';

export interface ImportColumn {
  /** Header of the column in the template (pt-BR); matched without case or accents. */
  header: string;
  /** Dotted path of the field in the resource's create body. */
  field: string;
  kind: CellKind;
  /** digits: numeric cells are left-padded to this length (Excel drops leading zeros). */
  length?: number;
  /** Other body paths whose errors belong to this column (e.g. cidadeId for the IBGE code). */
  errorFields?: string[];
}

export interface ImportSpec {
  /** API path of the import call. */
  path: string;
  recurso: RecursoImportavel;
  /** Generated zod schema of the multipart body (file, idEvento). */
  body: z.ZodType<{ file: Blob | string; idEvento: string }>;
  tipoEvento: TipoEventoImportacao;
  /** pt-BR plural used in messages ("Erro ao importar {entidade}"). */
  entidade: string;
  /** List route of the app, for the notification's action. */
  rota: string;
  columns: ImportColumn[];
  /** Two example rows of the template, in column order. */
  examples: unknown[][];
  /** Natural key of a (validated or stored) record: an existing record with the same key is updated. */
  key: (record: Record<string, unknown>) => string;
  /** 'valores': rows are toll values of existing plazas (by plaza key + axles). */
  mode?: 'records' | 'valores';
}

/**
 * Where a cell of a template row goes: a field of the row, or a field of the first item of one of its
 * array fields ('valores.0.eixos').
 */
type RowField<Row> = {
  [K in keyof Row & string]-?: NonNullable<Row[K]> extends ReadonlyArray<infer Item>
    ? `${K}.0.${keyof Item & string}`
    : K;
}[keyof Row & string];

/**
 * A spec written against the type of its template's row, the generated create body (or what stands for
 * it in the sheet): a column of a field the body lacks, a key reading one, or an example row that does
 * not match it fails the type check here, the day the contract renames or adds a field.
 */
interface TypedImportSpec<Row> extends Omit<ImportSpec, 'columns' | 'examples' | 'key'> {
  columns: Array<ImportColumn & { field: RowField<Row> }>;
  /** Two example rows of the template, as records: their cells are read in column order. */
  examples: Row[];
  key: (record: Row) => string;
}

const cellOf = (row: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], row);

function importSpec<Row>(spec: TypedImportSpec<Row>): ImportSpec {
  return {
    ...spec,
    examples: spec.examples.map((row) => spec.columns.map((column) => cellOf(row, column.field))),
    // The records keyed are the rows' validated bodies, or the stored records of the same resource.
    key: spec.key as unknown as ImportSpec['key'],
  };
}

/** A row of the plazas' sheet: the body, the city by its IBGE code instead of cidadeId, no values. */
type PlazaRow = Omit<PracaPedagioInput, 'cidadeId' | 'valores'> & { cidadeIbge: string };
/** A row of the toll values' sheet: the plaza's natural key and one value by axles. */
type PlazaValueRow = Pick<PracaPedagioInput, 'nome' | 'rodovia' | 'km' | 'valores'>;

/** A record's key as a sheet's row and a stored record both give it: trimmed, folded values joined. */
const naturalKey = (...values: unknown[]) =>
  values.map((value) => foldText(String(value ?? '').trim())).join('|');
const plazaKey = (record: Pick<PracaPedagioInput, 'nome' | 'rodovia' | 'km'>) =>
  naturalKey(record.nome, record.rodovia, Number(record.km));
const city = (nome: string) => CIDADES.find((candidate) => candidate.nome === nome)!;
const cfop = (codigo: string) => CFOPS.find((candidate) => candidate.codigo === codigo)!;
const ncm = (codigo: string) => NCMS.find((candidate) => candidate.codigo === codigo)!;
const pais = (sigla: string) => PAISES.find((candidate) => candidate.sigla === sigla)!;
const [firstPlaza] = PRACAS_PEDAGIO;

const col = <F extends string>(
  header: string,
  field: F,
  kind: CellKind,
  length?: number,
  errorFields?: string[],
): ImportColumn & { field: F } => ({ header, field, kind, length, errorFields });

export const IMPORT_SPECS: ImportSpec[] = [
  importSpec<CidadeInput>({
    path: '/v1/cidades/importa-cidades',
    recurso: 'cidades',
    body: ImportaCidadesBody,
    tipoEvento: 'IMPORTACAO_CIDADES',
    entidade: 'cidades',
    rota: '/dashboard/cidades',
    columns: [
      col('Código IBGE', 'codigoIbge', 'digits', 7),
      col('Nome', 'nome', 'text'),
      col('UF', 'uf', 'upper'),
      col('Latitude', 'latitude', 'optionalNumber'),
      col('Longitude', 'longitude', 'optionalNumber'),
    ],
    examples: ['São Paulo', 'Campinas'].map(city),
    key: (record) => naturalKey(record.codigoIbge),
  }),
  importSpec<PaisInput>({
    path: '/v1/paises/importa-paises',
    recurso: 'paises',
    body: ImportaPaisesBody,
    tipoEvento: 'IMPORTACAO_PAISES',
    entidade: 'países',
    rota: '/dashboard/paises',
    columns: [
      col('Código BACEN', 'codigoBacen', 'digits', 4),
      col('Nome', 'nome', 'text'),
      col('Sigla', 'sigla', 'upper'),
    ],
    examples: ['BR', 'AR'].map(pais).map((row) => ({ ...row, nome: row.nome.toUpperCase() })),
    key: (record) => naturalKey(record.codigoBacen),
  }),
  importSpec<CfopInput>({
    path: '/v1/cfops/importa-cfops',
    recurso: 'cfops',
    body: ImportaCfopsBody,
    tipoEvento: 'IMPORTACAO_CFOPS',
    entidade: 'CFOPs',
    rota: '/dashboard/cfops',
    columns: [
      col('Código', 'codigo', 'digits', 4),
      col('Descrição', 'descricao', 'text'),
      col('Tipo', 'tipo', 'enum'),
    ],
    examples: ['1102', '5353'].map(cfop).map((row) => ({ ...row, descricao: row.descricao.toUpperCase() })),
    key: (record) => naturalKey(record.codigo),
  }),
  importSpec<NcmInput>({
    path: '/v1/ncms/importa-ncms',
    recurso: 'ncms',
    body: ImportaNcmsBody,
    tipoEvento: 'IMPORTACAO_NCMS',
    entidade: 'NCMs',
    rota: '/dashboard/ncms',
    columns: [col('Código', 'codigo', 'digits', 8), col('Descrição', 'descricao', 'text')],
    examples: ['12019000', '10059010']
      .map(ncm)
      .map((row) => ({ ...row, descricao: row.descricao.toUpperCase() })),
    key: (record) => naturalKey(record.codigo),
  }),
  importSpec<AliquotaIcmsInput>({
    path: '/v1/aliquotas-icms/importa-aliquotas-icms',
    recurso: 'aliquotas-icms',
    body: ImportaAliquotasIcmsBody,
    tipoEvento: 'IMPORTACAO_ALIQUOTAS_ICMS',
    entidade: 'alíquotas de ICMS',
    rota: '/dashboard/aliquotas-icms',
    columns: [
      col('UF de origem', 'ufOrigem', 'upper'),
      col('UF de destino', 'ufDestino', 'upper'),
      col('Alíquota (%)', 'aliquota', 'number'),
    ],
    // Internal rate of SP, and SP (South-East) to BA (North-East): 7% (Resolução do Senado 22/1989).
    examples: [
      { ufOrigem: 'SP', ufDestino: 'SP', aliquota: 18 },
      { ufOrigem: 'SP', ufDestino: 'BA', aliquota: 7 },
    ],
    key: (record) => naturalKey(record.ufOrigem, record.ufDestino),
  }),
  importSpec<AliquotaSeguroInput>({
    path: '/v1/aliquotas-seguros/importa-aliquotas-seguro',
    recurso: 'aliquotas-seguros',
    body: ImportaAliquotasSegurosBody,
    tipoEvento: 'IMPORTACAO_ALIQUOTAS_SEGURO',
    entidade: 'alíquotas de seguro',
    rota: '/dashboard/aliquotas-seguro',
    columns: [
      col('Descrição', 'descricao', 'text'),
      col('Tipo', 'tipo', 'enum'),
      col('Percentual (%)', 'percentual', 'number'),
    ],
    examples: ALIQUOTAS_SEGURO.slice(0, 2).map((row) => ({ ...row, descricao: row.descricao.toUpperCase() })),
    key: (record) => naturalKey(record.descricao, record.tipo),
  }),
  importSpec<PlazaRow>({
    path: '/v1/praca-pedagio/importa-pracas-pedagio',
    recurso: 'praca-pedagio',
    body: ImportaPracasPedagioBody,
    tipoEvento: 'IMPORTACAO_PRACAS_PEDAGIO',
    entidade: 'praças de pedágio',
    rota: '/dashboard/pracas-pedagio',
    columns: [
      col('Nome', 'nome', 'text'),
      col('Concessionária', 'concessionaria', 'text'),
      col('Rodovia', 'rodovia', 'upper'),
      col('Km', 'km', 'number'),
      col('UF', 'uf', 'upper'),
      col('Código IBGE da cidade', 'cidadeIbge', 'digits', 7, ['cidadeId' satisfies keyof PracaPedagioInput]),
      col('Sentido', 'sentido', 'enum'),
      col('Latitude', 'latitude', 'number'),
      col('Longitude', 'longitude', 'number'),
    ],
    examples: PRACAS_PEDAGIO.slice(0, 2).map((row) => ({ ...row, cidadeIbge: city(row.cidade).codigoIbge })),
    key: plazaKey,
  }),
  importSpec<PlazaValueRow>({
    path: '/v1/praca-pedagio/importa-valores-pedagio',
    recurso: 'praca-pedagio',
    body: ImportaValoresPedagioBody,
    tipoEvento: 'IMPORTACAO_VALORES_PEDAGIO',
    entidade: 'valores de pedágio',
    rota: '/dashboard/pracas-pedagio',
    columns: [
      col('Nome da praça', 'nome', 'text'),
      col('Rodovia', 'rodovia', 'upper'),
      col('Km', 'km', 'number'),
      col('Eixos', 'valores.0.eixos', 'number'),
      col('Valor (R$)', 'valores.0.valor', 'number'),
    ],
    examples: firstPlaza.valores.slice(0, 2).map((valor) => ({
      nome: firstPlaza.nome,
      rodovia: firstPlaza.rodovia,
      km: firstPlaza.km,
      valores: [valor],
    })),
    key: plazaKey,
    mode: 'valores',
  }),
];

/** A pt-BR number cell: 12,5 / 1.234,56 / 12.5, or a number. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '')
    .trim()
    .replace(/\s/g, '');
  if (!text) return undefined;
  const normalized = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^[-+]?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Turns a cell into its body value, or the message of a cell that cannot be read. */
export function cellToValue(column: ImportColumn, value: unknown): { value: unknown } | { error: string } {
  if (value instanceof Date) value = value.toISOString().slice(0, 10);
  const text = value === null || value === undefined ? '' : String(value).trim();
  switch (column.kind) {
    case 'number':
    case 'optionalNumber': {
      const number = numberOf(value);
      if (number === undefined) return { value: column.kind === 'optionalNumber' ? null : undefined };
      return Number.isNaN(number) ? { error: 'Número inválido' } : { value: number };
    }
    case 'digits':
      if (typeof value === 'number' && Number.isInteger(value))
        return { value: String(value).padStart(column.length ?? 0, '0') };
      return { value: text.replace(/[.\-/\s]/g, '') || undefined };
    case 'enum':
      return {
        value:
          foldText(text)
            .toUpperCase()
            .replace(/[\s-]+/g, '_') || undefined,
      };
    case 'upper':
      return { value: text.toLocaleUpperCase('pt-BR') || undefined };
    default:
      return { value: text || undefined };
  }
}
