import { pascalCase } from '../expressions';
import type { JsonSchema } from '../contract';

/**
 * pt-BR names for a scaffolded manifest entry, from the contract's own words where it has them (titles,
 * short descriptions, operation summaries such as 'Cria moeda', response descriptions such as
 * 'Moeda criada.'), else from the property names (accents restored for the usual words). The reviewer
 * is told which names came from where.
 */

/** Words the contract writes without accents in names (codigoBacen, descricao) and their pt-BR spelling. */
const SPELLING: Readonly<Record<string, string>> = {
  acao: 'ação',
  acoes: 'ações',
  aliquota: 'alíquota',
  ano: 'ano',
  aquisicao: 'aquisição',
  bacen: 'BACEN',
  capacidade: 'capacidade',
  cep: 'CEP',
  cfop: 'CFOP',
  cnpj: 'CNPJ',
  codigo: 'código',
  concessionaria: 'concessionária',
  cotacao: 'cotação',
  cpf: 'CPF',
  cpfcnpj: 'CPF/CNPJ',
  data: 'data',
  descricao: 'descrição',
  email: 'e-mail',
  emissao: 'emissão',
  endereco: 'endereço',
  ibge: 'IBGE',
  ie: 'IE',
  inscricao: 'inscrição',
  iso: 'ISO',
  lancamento: 'lançamento',
  maximo: 'máximo',
  minimo: 'mínimo',
  modulo: 'módulo',
  modulos: 'módulos',
  municipio: 'município',
  ncm: 'NCM',
  numero: 'número',
  observacao: 'observação',
  pais: 'país',
  preco: 'preço',
  razao: 'razão',
  referencia: 'referência',
  renavam: 'RENAVAM',
  servico: 'serviço',
  simbolo: 'símbolo',
  situacao: 'situação',
  periodo: 'período',
  uf: 'UF',
  url: 'URL',
  usuario: 'usuário',
  veiculo: 'veículo',
};

/** 'Veículos' → 'Veiculos' (flag names and permission prefixes take letters only). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/** 'codigoBacen' → 'Código BACEN'; 'dataAquisicao' → 'Data aquisição' (sentence case, known accents). */
export function humanize(name: string): string {
  // A reference's id is named after what it refers to: filialId → Filial, moduloIds → Módulos.
  const words = name
    .replace(/(?<=[a-z])Ids$/, 's')
    .replace(/(?<=[a-z])Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => SPELLING[word.toLowerCase()] ?? word.toLowerCase());
  return capitalize(words.join(' '));
}

/** 'CAMINHAO' → 'Caminhão' (enum values without a label in the contract). */
export function humanizeValue(value: unknown): string {
  return typeof value === 'string' ? humanize(value.toLowerCase()) : String(value);
}

/** The first clause of a description when it is short enough to be a label ('Nome do banco (…).' → 'Nome do banco'). */
export function shortDescription(description: string | undefined, maxWords = 3): string | undefined {
  const clause = description?.split(/[(.;,:]/)[0]?.trim();
  if (!clause) return undefined;
  return clause.split(/\s+/).length <= maxWords ? clause : undefined;
}

/** Words the description writes in capitals stay so ('Ispb' → 'ISPB' when it says 'ISPB'). */
function acronymsAsWritten(label: string, description: string | undefined): string {
  const capitals = new Set(description?.match(/\b[A-Z]{2,}\b/g) ?? []);
  return label
    .split(' ')
    .map((word) =>
      capitals.has(withoutAccents(word).toUpperCase()) ? withoutAccents(word).toUpperCase() : word,
    )
    .join(' ');
}

export interface Named {
  text: string;
  /** Where the text came from, for the review list. */
  from: 'title' | 'description' | 'name';
}

/** A field's label: its title, else a short description, else its humanized name. */
export function labelOf(name: string, schema: JsonSchema | undefined): Named {
  if (schema?.title) return { text: schema.title, from: 'title' };
  const short = shortDescription(schema?.description);
  if (short) return { text: capitalize(short), from: 'description' };
  return { text: acronymsAsWritten(humanize(name), schema?.description), from: 'name' };
}

/** 'Valores: FIDUCIARIA = Moeda fiduciária; DIGITAL = Digital.' → { FIDUCIARIA: 'Moeda fiduciária', … }. */
export function enumLabelsFrom(
  description: string | undefined,
  values: readonly unknown[],
): Map<string, string> {
  const labels = new Map<string, string>();
  if (!description) return labels;
  for (const value of values.map(String)) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(
      `(?:^|[\\s;,.(])${escaped}\\s*=\\s*([^;=]+?)(?:\\s*\\([^)]*\\))?\\s*(?:[;.]|\\s+[A-Z0-9_]+\\s*=|$)`,
    ).exec(description);
    if (match) labels.set(value, match[1].trim());
  }
  return labels;
}

/** The rest of an operation summary after its verb: 'Lista moedas' → 'moedas', 'Cria moeda' → 'moeda'. */
export function summaryObject(summary: string | undefined): string | undefined {
  const rest = summary?.trim().split(/\s+/).slice(1).join(' ');
  return rest ? rest.replace(/\s+por id$/i, '') : undefined;
}

/** The grammatical gender from a response description ('Moeda criada.' → f, 'País criado.' → m). */
export function genderFrom(description: string | undefined, singular: string): 'f' | 'm' {
  if (/\b(criada|alterada)\b/i.test(description ?? '')) return 'f';
  if (/\b(criado|alterado)\b/i.test(description ?? '')) return 'm';
  return /(a|ção|dade|gem)$/.test(singular) ? 'f' : 'm';
}

/** A flag part or a permission prefix from pt-BR words: 'Veículos' → 'Veiculos'. */
export function flagPart(text: string): string {
  return pascalCase(withoutAccents(text));
}

/** 'PracaPedagio' → 'PRACA_PEDAGIO'. */
export function permissionPrefix(model: string): string {
  return withoutAccents(model)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase();
}

export { capitalize };
