/**
 * The rules of the field kinds that an orval body schema cannot express (check digits, IE by UF, the
 * phone length…) and the limits of the field declarations (required, maxLength, min/max, maxRows).
 * They run on the normalised values, independently of the body schema, so one submit shows every error.
 */
import { fieldTexts } from '@/kit/fields/field-texts';
import { kindDefinition } from '@/kit/kinds/definitions';
import { defaultRule } from '@/kit/kinds/kind-rules';
import { validationMessages as m } from '@/lib/messages';
import { childFields } from './kit-fields';
import type { KitField } from '@/kit/field-types';
import { getAtPath, isBlank } from './value-path';

export interface FormIssue {
  path: string;
  message: string;
}

function leafRule(field: KitField, value: unknown, values: unknown): string | undefined {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
    return field.required ? m.required : undefined;
  }
  const rule = kindDefinition(field.kind).rule ?? defaultRule;
  return rule(value, field, values);
}

function check(field: KitField, path: string, values: unknown, issues: FormIssue[]): void {
  if (field.hidden) return;
  const value = getAtPath(values, path);
  const definition = kindDefinition(field.kind);
  if (definition.shape === 'object') {
    if (value === null || typeof value !== 'object') {
      if (field.required) issues.push({ path, message: m.required });
      return;
    }
    for (const child of childFields(field)) check(child, `${path}.${child.name}`, values, issues);
    return;
  }
  if (definition.shape === 'list') {
    const rows = Array.isArray(value) ? value : [];
    if (field.required && rows.length === 0) issues.push({ path, message: m.required });
    if (field.maxRows !== undefined && rows.length > field.maxRows)
      issues.push({ path, message: fieldTexts.maxItems(field.maxRows) });
    rows.forEach((_, index) => {
      for (const child of childFields(field)) check(child, `${path}.${index}.${child.name}`, values, issues);
    });
    return;
  }
  if (definition.sentAsFilePart) return;
  const message = leafRule(field, value, values);
  if (message) issues.push({ path, message });
}

/** The issues of the kind rules and field declarations over the (normalised) values. */
export function kindIssues(fields: readonly KitField[], values: unknown): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const field of fields) check(field, field.name, values, issues);
  return issues;
}
