/**
 * The fields of a form as KitFields (the built-in sub-forms' fields included: see the address, phones and
 * emails kinds of src/kit/kinds), and the path lookup shared by the schema builder, the normaliser and the
 * inputs.
 */
import type { FormField, KitField, FieldKind } from '@/kit/field-types';
import { kindDefinition } from '@/kit/kinds/definitions';

/** The fields of one row (or of the address object) of a sub-form field; [] for a simple field. */
export function childFields(field: KitField): readonly KitField[] {
  const definition = kindDefinition(field.kind);
  if (!definition.shape) return [];
  return definition.children ?? field.rowFields ?? [];
}

/** True for the kinds whose value is a list of rows. */
export function isListKind(kind: FieldKind): boolean {
  return kindDefinition(kind).shape === 'list';
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

/** The empty value of a kind, as a new form or a new row starts with it (a copy: rows must not share it). */
export function emptyValueOf(kind: FieldKind): unknown {
  return structuredClone(kindDefinition(kind).empty);
}

/** A new row (or address object) of `fields`, every value empty. */
export function emptyRow(fields: readonly KitField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValueOf(field.kind)]));
}
