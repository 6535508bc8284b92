import type { RecursoImportavel, TipoEventoImportacao } from '@generated/api/model';
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

const k = (...values: unknown[]) => values.map((value) => foldText(String(value ?? '').trim())).join('|');
const plazaKey = (record: Record<string, unknown>) => k(record.nome, record.rodovia, Number(record.km));
const city = (nome: string) => CIDADES.find((candidate) => candidate.nome === nome)!;
const plazaRow = ({
  nome,
  concessionaria,
  rodovia,
  km,
  uf,
  cidade,
  sentido,
  latitude,
  longitude,
}: (typeof PRACAS_PEDAGIO)[number]) => [
  nome,
  concessionaria,
  rodovia,
  km,
  uf,
  city(cidade).codigoIbge,
  sentido,
  latitude,
  longitude,
];
const cfop = (codigo: string) => CFOPS.find((candidate) => candidate.codigo === codigo)!;
const ncm = (codigo: string) => NCMS.find((candidate) => candidate.codigo === codigo)!;
const pais = (sigla: string) => PAISES.find((candidate) => candidate.sigla === sigla)!;

const col = (
  header: string,
  field: string,
  kind: CellKind,
  length?: number,
  errorFields?: string[],
): ImportColumn => ({ header, field, kind, length, errorFields });

export const IMPORT_SPECS: ImportSpec[] = [
  {
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
    ].concat([
      col('Latitude', 'latitude', 'optionalNumber'),
      col('Longitude', 'longitude', 'optionalNumber'),
    ]),
    examples: ['São Paulo', 'Campinas'].map((nome) => {
      const found = city(nome);
      return [found.codigoIbge, found.nome, found.uf, found.latitude, found.longitude];
    }),
    key: (record) => k(record.codigoIbge),
  },
  {
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
    examples: ['BR', 'AR'].map((sigla) => [pais(sigla).codigoBacen, pais(sigla).nome.toUpperCase(), sigla]),
    key: (record) => k(record.codigoBacen),
  },
  {
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
    examples: ['1102', '5353'].map((codigo) => [
      codigo,
      cfop(codigo).descricao.toUpperCase(),
      cfop(codigo).tipo,
    ]),
    key: (record) => k(record.codigo),
  },
  {
    path: '/v1/ncms/importa-ncms',
    recurso: 'ncms',
    body: ImportaNcmsBody,
    tipoEvento: 'IMPORTACAO_NCMS',
    entidade: 'NCMs',
    rota: '/dashboard/ncms',
    columns: [col('Código', 'codigo', 'digits', 8), col('Descrição', 'descricao', 'text')],
    examples: ['12019000', '10059010'].map((codigo) => [codigo, ncm(codigo).descricao.toUpperCase()]),
    key: (record) => k(record.codigo),
  },
  {
    path: '/v1/aliquotas-icms/importa-aliquotas-icms',
    recurso: 'aliquotas-icms',
    body: ImportaAliquotasIcmsBody,
    tipoEvento: 'IMPORTACAO_ALIQUOTAS_ICMS',
    entidade: 'alíquotas de ICMS',
    rota: '/dashboard/aliquotas-icms',
    columns: [col('UF de origem', 'ufOrigem', 'upper'), col('UF de destino', 'ufDestino', 'upper')].concat(
      col('Alíquota (%)', 'aliquota', 'number'),
    ),
    // Internal rate of SP, and SP (South-East) to BA (North-East): 7% (Resolução do Senado 22/1989).
    examples: [
      ['SP', 'SP', 18],
      ['SP', 'BA', 7],
    ],
    key: (record) => k(record.ufOrigem, record.ufDestino),
  },
  {
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
    examples: ALIQUOTAS_SEGURO.slice(0, 2).map((rate) => [
      rate.descricao.toUpperCase(),
      rate.tipo,
      rate.percentual,
    ]),
    key: (record) => k(record.descricao, record.tipo),
  },
  {
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
    ]
      .concat([col('Km', 'km', 'number'), col('UF', 'uf', 'upper')])
      .concat(
        col('Código IBGE da cidade', 'cidadeIbge', 'digits', 7, ['cidadeId']),
        col('Sentido', 'sentido', 'enum'),
      )
      .concat([col('Latitude', 'latitude', 'number'), col('Longitude', 'longitude', 'number')]),
    examples: PRACAS_PEDAGIO.slice(0, 2).map(plazaRow),
    key: plazaKey,
  },
  {
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
    ].concat([col('Eixos', 'valores.0.eixos', 'number'), col('Valor (R$)', 'valores.0.valor', 'number')]),
    examples: PRACAS_PEDAGIO[0].valores
      .slice(0, 2)
      .map(({ eixos, valor }) => [
        PRACAS_PEDAGIO[0].nome,
        PRACAS_PEDAGIO[0].rodovia,
        PRACAS_PEDAGIO[0].km,
        eixos,
        valor,
      ]),
    key: plazaKey,
    mode: 'valores',
  },
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
