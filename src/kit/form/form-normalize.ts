/**
 * Form values → the values validated and sent: strings trimmed, upper-cased where the kind says so,
 * masks removed, blank values turned into what the body expects (left out, or null where the field
 * declares it `nullable`). Form-only values (the address UF, image files) are left in place.
 */
import { kindDefinition } from '@/kit/kinds/definitions';
import { childFields } from './kit-fields';
import type { KitField, FieldKind } from '@/kit/field-types';
import { getAtPath, isBlank, setAtPath } from './value-path';

/** One simple value of `kind`, normalised (blank values are handled by the caller). */
export function normalizeLeaf(kind: FieldKind, value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value;
  const normalize = kindDefinition(kind).normalize;
  return normalize ? normalize(value) : value.trim();
}

function normalizeAt(field: KitField, path: string, values: unknown): unknown {
  let next = values;
  const value = getAtPath(values, path);
  const definition = kindDefinition(field.kind);
  if (definition.sentAsFilePart || field.hidden) return values;
  if (definition.shape === 'object') {
    if (value === null || typeof value !== 'object') return values;
    for (const child of childFields(field)) next = normalizeAt(child, `${path}.${child.name}`, next);
    return next;
  }
  if (definition.shape === 'list') {
    if (!Array.isArray(value)) return setAtPath(next, path, []);
    value.forEach((_, index) => {
      for (const child of childFields(field))
        next = normalizeAt(child, `${path}.${index}.${child.name}`, next);
    });
    return next;
  }
  const normalized = normalizeLeaf(field.kind, value);
  return setAtPath(next, path, isBlank(normalized) ? (field.nullable ? null : undefined) : normalized);
}

/**
 * The normalised values as the body schema takes them: the kinds kept otherwise in the form become what
 * the API wants (their definition's toBody).
 */
export function toBodyValues<T>(values: T, fields: readonly KitField[]): T {
  let next: unknown = values;
  for (const field of fields) {
    const toBody = kindDefinition(field.kind).toBody;
    if (toBody) next = setAtPath(next, field.name, toBody(getAtPath(next, field.name)));
  }
  return next as T;
}

/** The form values normalised for validation and for the body. */
export function normalizeFormValues<T>(values: T, fields: readonly KitField[]): T {
  let next: unknown = values;
  for (const field of fields) next = normalizeAt(field, field.name, next);
  return next as T;
}
