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
  admissao: 'admissão',
  aliquota: 'alíquota',
  ano: 'ano',
  antt: 'ANTT',
  aquisicao: 'aquisição',
  area: 'área',
  ate: 'até',
  bacen: 'BACEN',
  calculo: 'cálculo',
  capacidade: 'capacidade',
  cep: 'CEP',
  cfop: 'CFOP',
  cnh: 'CNH',
  cnpj: 'CNPJ',
  codigo: 'código',
  codigos: 'códigos',
  comissao: 'comissão',
  concessionaria: 'concessionária',
  conteudo: 'conteúdo',
  cotacao: 'cotação',
  cpf: 'CPF',
  cpfcnpj: 'CPF/CNPJ',
  credito: 'crédito',
  data: 'data',
  debito: 'débito',
  demissao: 'demissão',
  descricao: 'descrição',
  email: 'e-mail',
  emissao: 'emissão',
  endereco: 'endereço',
  exercicio: 'exercício',
  expedicao: 'expedição',
  fabricacao: 'fabricação',
  funcao: 'função',
  historico: 'histórico',
  ibge: 'IBGE',
  ie: 'IE',
  inicio: 'início',
  inscricao: 'inscrição',
  iso: 'ISO',
  lancamento: 'lançamento',
  maxima: 'máxima',
  maximo: 'máximo',
  minima: 'mínima',
  minimo: 'mínimo',
  modulo: 'módulo',
  modulos: 'módulos',
  municipio: 'município',
  ncm: 'NCM',
  numero: 'número',
  numeros: 'números',
  observacao: 'observação',
  operacao: 'operação',
  orgao: 'órgão',
  padrao: 'padrão',
  pais: 'país',
  periodo: 'período',
  pis: 'PIS',
  preco: 'preço',
  proxima: 'próxima',
  proximo: 'próximo',
  razao: 'razão',
  referencia: 'referência',
  regiao: 'região',
  renavam: 'RENAVAM',
  responsavel: 'responsável',
  rg: 'RG',
  rntrc: 'RNTRC',
  saida: 'saída',
  sequencia: 'sequência',
  servico: 'serviço',
  simbolo: 'símbolo',
  situacao: 'situação',
  titulo: 'título',
  tributacao: 'tributação',
  uf: 'UF',
  ultima: 'última',
  ultimo: 'último',
  url: 'URL',
  usuario: 'usuário',
  usuarios: 'usuários',
  veiculo: 'veículo',
  veiculos: 'veículos',
  vinculo: 'vínculo',
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

interface EnumItem {
  value: string;
  /** Where the value is written, and where what it says of the value starts. */
  start: number;
  text: number;
  /** 'A – Motos': the value opens a label of its own (dash), rather than 'A = Motos' (equals). */
  dash: boolean;
}

/** Whether a label only spells the value out ('CAMINHAO – Caminhão'), so the value adds nothing to it. */
function spellsValue(value: string, label: string): boolean {
  const spelled = withoutAccents(label).toUpperCase().replace(/\s+/g, '_');
  return spelled === value.toUpperCase() || spelled.startsWith(`${value.toUpperCase()}_`);
}

/**
 * The end of the first clause of `text`: a ';', a line's end or a sentence's full stop outside
 * parentheses (a note such as '(obrigatório; acidentes com o veículo)' or '(ex. seguro ambiental)'
 * belongs to its clause).
 */
function clauseEnd(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === ';' || char === '\n')) return index;
    else if (depth === 0 && char === '.' && (index + 1 === text.length || /\s/.test(text[index + 1])))
      return index;
  }
  return text.length;
}

const TRAILING_SEPARATORS = /[\s,;:]+$/;

/** A label as written, without the separators after it, a closing note '(…)' or the ')' of a list. */
function cleanLabel(label: string): string {
  let text = label.trim().replace(TRAILING_SEPARATORS, '');
  const unbalanced = (value: string) => value.split(')').length > value.split('(').length;
  while (text.endsWith(')') && unbalanced(text)) text = text.slice(0, -1).replace(TRAILING_SEPARATORS, '');
  return text.replace(/\s*\([^()]*\)$/, '').trim();
}

/**
 * The labels an enum's description gives its values, whole, as the description writes them:
 * 'FIDUCIARIA = Moeda fiduciária; DIGITAL = Moeda digital.' → 'Moeda fiduciária', 'Moeda digital';
 * 'A = A – Motos; B = B – Carros' → 'A – Motos', 'B – Carros'; 'A – Motos; B – Carros' (the value opens
 * its label) → 'A – Motos', 'B – Carros', but 'VAN – Van' → 'Van'. An item ends where the next value's
 * starts, at a ';' or at a full stop; items may also be separated by commas or lines, or sit in
 * parentheses. A note in parentheses closing a label is left out ('Van (até 3,5 t)' → 'Van').
 */
export function enumLabelsFrom(
  description: string | undefined,
  values: readonly unknown[],
): Map<string, string> {
  const labels = new Map<string, string>();
  if (!description) return labels;
  const items: EnumItem[] = [];
  for (const value of values.map(String)) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The value opens an item: at the start, or after a separator or an opening parenthesis.
    const pattern = new RegExp(`(?<=^|[\\s;,.(:])${escaped}(?:\\s*=\\s*|\\s+[–—-]\\s+)`, 'g');
    const found = [...description.matchAll(pattern)];
    // 'A = A – Motos' reads both ways: the '=' says where the label starts.
    const match = found.find((item) => item[0].includes('=')) ?? found[0];
    if (match)
      items.push({
        value,
        start: match.index,
        text: match.index + match[0].length,
        dash: !match[0].includes('='),
      });
  }
  items.sort((a, b) => a.start - b.start);
  items.forEach((item, index) => {
    const rest = description.slice(item.text, items[index + 1]?.start ?? description.length);
    const end = clauseEnd(rest);
    const said = cleanLabel(rest.slice(0, end));
    if (!said) return;
    // The dash form's label is the whole item, its value included ('A – Motos').
    labels.set(
      item.value,
      item.dash && !spellsValue(item.value, said)
        ? cleanLabel(description.slice(item.start, item.text + end))
        : said,
    );
  });
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
