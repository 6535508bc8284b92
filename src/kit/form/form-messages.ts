/**
 * pt-BR validation messages of the form for the issues zod raises on the orval body schemas, chosen by
 * the issue and by the kind of the field it lands on.
 */
import type { z } from 'zod';
import { fieldTexts } from '@/kit/fields/field-texts';
import { validationMessages as m } from '@/lib/messages';
import { maxMessage, minMessage } from '@/lib/validation/schemas';
import { kindDefinition } from '@/kit/kinds/definitions';
import { maxNumberMessage, minNumberMessage } from '@/kit/kinds/kind-rules';
import type { KitField, FieldKind } from '@/kit/field-types';
import { isBlank } from './value-path';

type RawIssue = z.core.$ZodRawIssue;

/** The kind's own 'invalid' message, if it has one. */
export function formatMessage(kind: FieldKind | undefined): string | undefined {
  return kind === undefined ? undefined : kindDefinition(kind).message;
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>, field: KitField | undefined): string {
  const { origin, minimum, input } = issue;
  const inclusive = issue.inclusive !== false;
  if (origin === 'string') {
    if (typeof input !== 'string' || input.trim() === '' || Number(minimum) <= 1) return m.required;
    return formatMessage(field?.kind) ?? minMessage(Number(minimum));
  }
  if (origin === 'array' || origin === 'set') {
    const empty = Array.isArray(input) ? input.length === 0 : true;
    return empty ? m.required : fieldTexts.minItems(Number(minimum));
  }
  const integer =
    origin === 'int' || (field !== undefined && kindDefinition(field.kind).minOneReadsAboveZero === true);
  return minNumberMessage(Number(minimum), inclusive, integer);
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>, field: KitField | undefined): string {
  const { origin, maximum } = issue;
  if (origin === 'string') return formatMessage(field?.kind) ?? maxMessage(Number(maximum));
  if (origin === 'array' || origin === 'set') return fieldTexts.maxItems(Number(maximum));
  return maxNumberMessage(Number(maximum), issue.inclusive !== false);
}

function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}

/**
 * The pt-BR message of an issue raised on a field of `kind`: blank, missing or an empty required list
 * → 'Campo obrigatório'; long text → 'Máximo N caracteres'; limits of numbers; invalid option; the
 * kind's own message for a malformed value. Issues that already carry a message keep it.
 */
export function issueMessage(issue: RawIssue, field: KitField | undefined): string {
  if (issue.message) return issue.message;
  const blank = isBlank(issue.input);
  switch (issue.code) {
    case 'invalid_type':
      if (blank) return m.required;
      if (issue.expected === 'int') return fieldTexts.invalidValue;
      return formatMessage(field?.kind) ?? fieldTexts.invalidValue;
    case 'too_small':
      return tooSmall(issue, field);
    case 'too_big':
      return tooBig(issue, field);
    case 'invalid_value':
      return blank ? m.required : m.option;
    case 'invalid_format':
      return (
        field?.patternMessage ??
        formatMessage(field?.kind) ??
        (issue.format === 'email' ? m.email : issue.format === 'date' ? m.date : fieldTexts.invalidValue)
      );
    case 'invalid_union':
      if (blank || isEmptyList(issue.input)) return m.required;
      return formatMessage(field?.kind) ?? fieldTexts.invalidValue;
    default:
      return formatMessage(field?.kind) ?? fieldTexts.invalidValue;
  }
}
