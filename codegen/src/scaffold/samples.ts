import type { EnumEntry, WrittenFormField } from '../manifest-schema';
import { capitalize, withoutAccents } from './names';
import { sampleOf } from './patterns';

/**
 * Plausible pt-BR values of a scaffolded resource's form fields, by kind: the records of its seed stub
 * (as the API keeps them) and the values its resource walk types (as a user types them). Documents have
 * valid check digits, phones a DDD in use, CEPs are ones the address lookup knows, texts follow the
 * field's pattern and limits. The seed takes the variants 0 to 2, the walk variant 3, so the walk never
 * types a seeded value.
 */

/** The walk's variant: a value no seeded record has. */
export const WALK = 3;

const CPFS = ['52998224725', '11144477735', '39053344705', '15350946056'];
const CNPJS = ['11222333000181', '11444777000161', '45997418000153', '19131243000197'];
const PHONES = ['11987654321', '21998765432', '3133334444', '11912345678'];
const CEPS = ['01001000', '20040002', '30130010', '01001000'];
const UFS = ['SP', 'RJ', 'MG', 'SP'];
const NCMS = ['84713012', '87042190', '30049099', '99887766'];
const CFOPS = ['5102', '6102', '5405', '5998'];
const IBGES = ['3550308', '3304557', '3106200', '9999996'];
const PEOPLE = ['Ana Paula Ferreira', 'Carlos Eduardo Souza', 'Mariana Costa Lima'];
const INTEGERS = [7, 12, 25, 9];
const DECIMALS = [12.5, 30, 7.25, 18.75];
const MONEY = [199.9, 89.5, 1250, 349.9];
const RATES = [2.5, 5, 12, 7.5];
const SHARES = [0.5, 0.45, 0.55, 0.48];
const LETTERS = ['ABC', 'DEF', 'GHI', 'JKL'];
/** Expiry dates lie ahead, birth dates decades back, other dates in the last few years. */
const FUTURE = ['2031-03-15', '2030-08-20', '2029-11-05', '2032-10-10'];
const BIRTH = ['1985-04-12', '1990-09-30', '1978-01-22', '1982-06-18'];
const PAST = ['2021-03-15', '2022-08-20', '2023-11-05', '2021-03-16'];
const AHEAD = /(validade|vencimento|expira|fim|termino)/i;
/** Words of a resource whose records are people: its name field takes a person's name. */
const PERSON =
  /^(motorista|usu[aá]rio|cliente|contato|funcion[aá]rio|vendedor|pessoa|colaborador|respons[aá]vel|s[oó]cio|condutor|agente|representante|t[eé]cnico|atendente|operador|propriet[aá]rio)/i;

export interface SampleContext {
  /** The resource's singular ('motorista'), for texts such as 'Motorista passeio completo'. */
  singular: string;
  /** The records are people (their own CPF, or a singular such as 'motorista'). */
  person: boolean;
  recordLabel: string;
  /** The contract's pattern of a field, if any. */
  pattern: (field: WrittenFormField) => string | undefined;
  /** The options of an enum field. */
  options: (field: WrittenFormField) => EnumEntry['options'];
}

/**
 * Whether the resource's records are people: its singular says so, or its own document is a CPF (a field
 * named cpf; 'cpfMotorista' is another person's, on a vehicle).
 */
export function isPerson(singular: string, fields: readonly WrittenFormField[]): boolean {
  return PERSON.test(singular) || fields.some((field) => field.kind === 'cpf' && field.name === 'cpf');
}

const at = <T>(list: readonly T[], variant: number) => list[variant % list.length];

/** Within the field's min and max (a field with both takes a share of its range instead). */
function clamp(value: number, field: WrittenFormField): number {
  return Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, value));
}

function numberOf(field: WrittenFormField, variant: number): number {
  const base =
    field.kind === 'currency'
      ? at(MONEY, variant)
      : field.kind === 'percent'
        ? at(RATES, variant)
        : field.kind === 'integer'
          ? at(INTEGERS, variant)
          : at(DECIMALS, variant);
  const both = field.min !== undefined && field.max !== undefined;
  const value = both
    ? (field.min ?? 0) + ((field.max ?? 0) - (field.min ?? 0)) * at(SHARES, variant)
    : clamp(base, field);
  const decimals = field.kind === 'integer' ? 0 : field.kind === 'currency' ? 2 : (field.decimals ?? 2);
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Digits of a code: `length` (or up to `maxLength`, at most 8) varied by the variant. */
function digitsOf(field: WrittenFormField, variant: number): string {
  const size = field.length ?? Math.min(field.maxLength ?? 6, 8);
  const run = '7391846205'.repeat(3).slice(variant * 2);
  return run.slice(0, size);
}

function dateOf(field: WrittenFormField, variant: number): string {
  if (AHEAD.test(field.name)) return at(FUTURE, variant);
  if (/nascimento/i.test(field.name)) return at(BIRTH, variant);
  return at(PAST, variant);
}

/** A text for a free-text field: the record's name, a person's name, or the field's label numbered. */
function textOf(field: WrittenFormField, variant: number, context: SampleContext): string {
  const isName = field.name === context.recordLabel || (context.person && /^nome/.test(field.name));
  let text: string;
  if (variant === WALK)
    text = isName
      ? `${capitalize(withoutAccents(context.singular))} passeio completo`
      : `${withoutAccents(field.label)} passeio`;
  else if (isName && context.person) text = at(PEOPLE, variant);
  else if (isName) text = `${capitalize(context.singular)} de exemplo ${variant + 1}`;
  else if (field.kind === 'textarea') text = `${field.label} do registro ${variant + 1}, de exemplo.`;
  else text = `${field.label} ${variant + 1}`;
  return field.maxLength !== undefined ? text.slice(0, field.maxLength).trim() : text;
}

/** 'Ana Paula Ferreira' → 'ana.ferreira@exemplo.com.br'. */
function emailOf(variant: number, context: SampleContext): string {
  if (variant === WALK) return 'passeio.completo@retaguarda.dev';
  if (!context.person) return `contato${variant + 1}@exemplo.com.br`;
  const words = withoutAccents(at(PEOPLE, variant)).toLowerCase().split(' ');
  return `${words[0]}.${words[words.length - 1]}@exemplo.com.br`;
}

/**
 * A value of the field as the API keeps it (digits of documents, ISO dates, numbers), or undefined where
 * no value can be made up (an image, a list of rows, a resource's own kind).
 */
export function valueOf(field: WrittenFormField, variant: number, context: SampleContext): unknown {
  const pattern = context.pattern(field);
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return textOf(field, variant, context);
    case 'upper':
      return textOf(field, variant, context).toLocaleUpperCase('pt-BR');
    case 'upperCode':
      return (
        sampleOf(pattern, variant) ?? at(LETTERS, variant).slice(0, field.maxLength ?? 3)
      ).toUpperCase();
    case 'code':
      return sampleOf(pattern, variant) ?? digitsOf(field, variant);
    case 'cpf':
      return at(CPFS, variant);
    case 'cnpj':
      return at(CNPJS, variant);
    case 'cpfCnpj':
      return context.person ? at(CPFS, variant) : at(CNPJS, variant);
    case 'phone':
      return at(PHONES, variant);
    case 'cep':
      return at(CEPS, variant);
    case 'email':
      return emailOf(variant, context);
    case 'url':
      return variant === WALK ? 'https://passeio.retaguarda.dev' : `https://www.exemplo${variant + 1}.com.br`;
    case 'date':
      return dateOf(field, variant);
    case 'integer':
    case 'decimal':
    case 'currency':
    case 'percent':
      return numberOf(field, variant);
    case 'boolean':
      return variant % 2 === 0;
    case 'enum': {
      const options = context.options(field);
      return options.length > 0 ? at(options, variant).value : undefined;
    }
    case 'uf':
      return at(UFS, variant);
    case 'ncm':
      return at(NCMS, variant);
    case 'cfop':
      return at(CFOPS, variant);
    case 'ibge':
      return at(IBGES, variant);
    case 'ie':
      return 'ISENTO';
    case 'reference':
      return variant + 1;
    case 'references':
      return [variant + 1];
    case 'address':
      return {
        cep: at(CEPS, variant),
        logradouro: 'RUA DAS FLORES',
        numero: String(100 + variant * 10),
        bairro: 'CENTRO',
        cidadeId: variant + 1,
        paisId: 1,
      };
    case 'phones':
    case 'emails':
    case 'rows':
      return [];
    default:
      return undefined;
  }
}

/** A date as the form's date input takes it: '2021-03-15' → '15/03/2021'. */
export function typedDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** A number as typed in the form's number inputs: '12,5'; money with its cents, '349,90'. */
export function typedNumber(field: WrittenFormField, value: number): string {
  const text = field.kind === 'currency' ? value.toFixed(2) : String(value);
  return text.replace('.', ',');
}
