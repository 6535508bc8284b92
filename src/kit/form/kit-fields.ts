/**
 * The fields of the built-in sub-forms (address, phone, e-mail entry) in the shape of FormField, plus
 * the path lookup shared by the schema builder, the normaliser and the inputs. Two kinds exist only
 * inside sub-forms: 'cep' (8 digits, 'CEP inválido') and 'phone' (10–11 digits, 'Telefone inválido').
 */
import type { FieldKind, FormField } from '@/kit/kit-types';
import { fieldTexts } from '@/kit/fields/field-texts';

export type KitKind = FieldKind | 'cep' | 'phone';

/** A FormField or a field of a built-in sub-form. */
export interface KitField extends Omit<FormField, 'kind' | 'rowFields'> {
  kind: KitKind;
  rowFields?: readonly KitField[];
  /** Form-only value: not rendered, not part of the body (the address UF). */
  hidden?: boolean;
}

const a = fieldTexts.address;
const p = fieldTexts.phones;
const e = fieldTexts.emails;

/** The Endereco of openapi/schemas/common.yaml; `uf` is form-only (IE checks), filled from the city. */
export const ADDRESS_FIELDS: readonly KitField[] = [
  { name: 'cep', label: a.cep, kind: 'cep', required: true, span: 3 },
  { name: 'logradouro', label: a.logradouro, kind: 'upper', required: true, span: 6 },
  { name: 'numero', label: a.numero, kind: 'upper', required: true, span: 3 },
  { name: 'complemento', label: a.complemento, kind: 'upper', span: 6 },
  { name: 'bairro', label: a.bairro, kind: 'upper', required: true, span: 6 },
  { name: 'cidadeId', label: a.cidade, kind: 'reference', required: true, span: 8 },
  { name: 'paisId', label: a.pais, kind: 'reference', required: true, span: 4 },
  { name: 'uf', label: a.uf, kind: 'uf', hidden: true },
];

export const PHONE_TYPES = [
  { value: 'FIXO', label: p.fixo },
  { value: 'CELULAR', label: p.celular },
] as const;

export const PHONE_FIELDS: readonly KitField[] = [
  { name: 'tipo', label: p.tipo, kind: 'enum', required: true, options: PHONE_TYPES, span: 3 },
  { name: 'numero', label: p.numero, kind: 'phone', required: true, span: 3 },
  { name: 'operadora', label: p.operadora, kind: 'upper', span: 3 },
  { name: 'observacao', label: p.observacao, kind: 'upper', span: 3 },
];

export const EMAIL_FIELDS: readonly KitField[] = [
  { name: 'enderecoEmail', label: e.enderecoEmail, kind: 'email', required: true, span: 6 },
  { name: 'nome', label: e.nome, kind: 'upper', span: 6 },
];

/** The fields of one row (or of the address object) of a sub-form field; [] for a simple field. */
export function childFields(field: KitField): readonly KitField[] {
  switch (field.kind) {
    case 'address':
      return ADDRESS_FIELDS;
    case 'phones':
      return PHONE_FIELDS;
    case 'emails':
      return EMAIL_FIELDS;
    case 'rows':
      return field.rowFields ?? [];
    default:
      return [];
  }
}

/** True for the kinds whose value is a list of rows. */
export function isListKind(kind: KitKind): boolean {
  return kind === 'phones' || kind === 'emails' || kind === 'rows';
}

/**
 * The field at a value path (as zod and react-hook-form give it): 'nome', ['endereco', 'cep'],
 * ['telefones', 0, 'numero'], ['valores', 1, 'eixos']. Top-level names may contain dots ('dados.nome').
 */
export function fieldAtPath(fields: readonly KitField[], path: readonly PropertyKey[]): KitField | undefined {
  const segments = path.map(String);
  for (const field of fields) {
    const own = field.name.split('.');
    if (own.some((segment, i) => segments[i] !== segment)) continue;
    const rest = segments.slice(own.length);
    if (rest.length === 0) return field;
    const children = childFields(field);
    if (children.length === 0) return undefined;
    const inner = isListKind(field.kind) && /^\d+$/.test(rest[0]) ? rest.slice(1) : rest;
    if (inner.length === 0) return field;
    return fieldAtPath(children, inner);
  }
  return undefined;
}

/** Every field of the sections, flattened. */
export function sectionFields(sections: readonly { fields: readonly FormField[] }[]): KitField[] {
  return sections.flatMap((section) => section.fields as readonly KitField[]);
}

/**
 * Path of the field a dependent reference waits for (dependsOn.field): inside the same row or object
 * (`scope`, e.g. 'valores.1.') when such a field exists there, else at the top of the form.
 */
export function dependencyPath(fields: readonly KitField[], scope: string, dependsOnField: string): string {
  const scoped = `${scope}${dependsOnField}`;
  return scope && fieldAtPath(fields, scoped.split('.')) ? scoped : dependsOnField;
}

/** The empty value of a kind, as a new form or a new row starts with it. */
export function emptyValueOf(kind: KitKind): unknown {
  switch (kind) {
    case 'boolean':
      return false;
    case 'references':
    case 'actionCodes':
    case 'modules':
    case 'phones':
    case 'emails':
    case 'rows':
      return [];
    case 'integer':
    case 'decimal':
    case 'currency':
    case 'percent':
    case 'reference':
    case 'enum':
    case 'uf':
    case 'image':
      return null;
    case 'address':
      return emptyRow(ADDRESS_FIELDS);
    default:
      return '';
  }
}

/** A new row (or address object) of `fields`, every value empty. */
export function emptyRow(fields: readonly KitField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValueOf(field.kind)]));
}
