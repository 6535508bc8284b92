/**
 * Form values → the values validated and sent: strings trimmed, upper-cased where the kind says so,
 * masks removed, blank values turned into what the body expects (undefined, or null where it is only
 * nullable). Form-only values (the address UF, image files) are left in place.
 */
import type { z } from 'zod';
import { onlyDigits } from '@/lib/format/pattern';
import { IE_EXEMPT, isExemptIe, normalizeIe } from '@/lib/validation/state-registration';
import { childFields, isListKind, type KitField, type KitKind } from './kit-fields';
import { blankValueAt } from './schema-path';
import { getAtPath, isBlank, setAtPath } from './value-path';

const upper = (text: string) => text.trim().toLocaleUpperCase('pt-BR');

/** One simple value of `kind`, normalised (blank values are handled by the caller). */
export function normalizeLeaf(kind: KitKind, value: unknown): unknown {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value;
  switch (kind) {
    case 'upper':
    case 'textarea':
    case 'upperCode':
    case 'uf':
      return upper(value);
    case 'code':
    case 'ibge':
    case 'ncm':
    case 'cfop':
    case 'cep':
    case 'phone':
      return onlyDigits(value);
    case 'cpfCnpj':
      return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    case 'ie':
      return isExemptIe(value) ? IE_EXEMPT : normalizeIe(value.trim());
    case 'integer':
    case 'decimal':
    case 'currency':
    case 'percent': {
      const parsed = value.trim() === '' ? undefined : Number(value.replace(',', '.'));
      return parsed === undefined || Number.isNaN(parsed) ? undefined : parsed;
    }
    default:
      return value.trim();
  }
}

function normalizeAt(field: KitField, path: string, values: unknown, body: z.ZodType): unknown {
  let next = values;
  const value = getAtPath(values, path);
  if (field.kind === 'image' || field.hidden) return values;
  if (field.kind === 'address') {
    if (value === null || typeof value !== 'object') return values;
    for (const child of childFields(field)) next = normalizeAt(child, `${path}.${child.name}`, next, body);
    return next;
  }
  if (isListKind(field.kind)) {
    if (!Array.isArray(value)) return setAtPath(next, path, []);
    value.forEach((_, index) => {
      for (const child of childFields(field)) next = normalizeAt(child, `${path}.${index}.${child.name}`, next, body);
    });
    return next;
  }
  const normalized = normalizeLeaf(field.kind, value);
  return setAtPath(next, path, isBlank(normalized) ? blankValueAt(body, path) : normalized);
}

/**
 * The normalised values as the body schema takes them: the kinds kept as objects in the form become
 * what the API wants (a plan's modules → their ids).
 */
export function toBodyValues<T>(values: T, fields: readonly KitField[]): T {
  let next: unknown = values;
  for (const field of fields) {
    if (field.kind !== 'modules') continue;
    const value = getAtPath(next, field.name);
    if (!Array.isArray(value)) continue;
    const ids = value.map((item: unknown) => (item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item));
    next = setAtPath(next, field.name, ids);
  }
  return next as T;
}

/** The form values normalised for validation and for the body. */
export function normalizeFormValues<T>(values: T, fields: readonly KitField[], body: z.ZodType): T {
  let next: unknown = values;
  for (const field of fields) next = normalizeAt(field, field.name, next, body);
  return next as T;
}
