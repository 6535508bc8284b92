/** The building blocks of the kinds' rules and of the form's messages about numbers. Pure. */
import { fieldTexts } from '@/kit/fields/field-texts';
import { validationMessages as m } from '@/lib/messages';
import { maxMessage } from '@/lib/validation/schemas';
import type { KindRule, KitField } from '@/kit/field-types';
import { onlyDigits } from '@/lib/format/pattern';
import type { KindDefinition } from './kind-types';

function number(value: number | bigint): string {
  return Number(value).toLocaleString('pt-BR');
}

/**
 * 'Deve ser maior ou igual a zero' / 'Deve ser maior que zero' (the fixed messages) or the same wording
 * for other limits.
 */
export function minNumberMessage(minimum: number, inclusive: boolean, integer = false): string {
  if (minimum === 0) return inclusive ? m.greaterThanOrEqualZero : m.greaterThanZero;
  // For whole numbers "≥ 1" is "> 0".
  if (minimum === 1 && inclusive && integer) return m.greaterThanZero;
  return inclusive ? fieldTexts.minValue(number(minimum)) : fieldTexts.minValueExclusive(number(minimum));
}

export function maxNumberMessage(maximum: number, inclusive: boolean): string {
  return inclusive ? fieldTexts.maxValue(number(maximum)) : fieldTexts.maxValueExclusive(number(maximum));
}

/** The field's min / max of a number. */
export function numberLimits(field: KitField, value: number, integer = false): string | undefined {
  if (field.min !== undefined && value < field.min) return minNumberMessage(field.min, true, integer);
  if (field.max !== undefined && value > field.max) return maxNumberMessage(field.max, true);
  return undefined;
}

/** The field's maxLength of a text. */
export function lengthLimit(field: KitField, value: string): string | undefined {
  return field.maxLength !== undefined && value.length > field.maxLength
    ? maxMessage(field.maxLength)
    : undefined;
}

/** The rule of kinds without one of their own: maxLength of texts, min / max of numbers. */
export const defaultRule: KindRule = (value, field) => {
  if (typeof value === 'string') return lengthLimit(field, value);
  if (typeof value === 'number') return numberLimits(field, value);
  return undefined;
};

/** A rule over texts only (other values: the default rule). */
export function textRule(
  rule: (value: string, field: KitField, values: unknown) => string | undefined,
): KindRule {
  return (value, field, values) =>
    typeof value === 'string' ? rule(value, field, values) : defaultRule(value, field, values);
}

/** A text that must pass `valid`, else `message`. */
export function checkedText(valid: (value: string) => boolean, message: string): KindRule {
  return textRule((value) => (valid(value) ? undefined : message));
}

/** Trimmed and upper-cased (pt-BR). */
export const upperCased = (text: string) => text.trim().toLocaleUpperCase('pt-BR');

/** A number typed as text ('1,5' → 1.5); blank or not a number → undefined. */
export function typedNumber(text: string): number | undefined {
  const parsed = text.trim() === '' ? undefined : Number(text.replace(',', '.'));
  return parsed === undefined || Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * A fiscal code of `length` digits (CFOP, NCM, IBGE): kept as digits, shown with `show`, checked by
 * `valid` with `message` (the code message unless a contract rule gives its own), filtered as a code.
 */
export function digitCode(
  name: string,
  length: number,
  valid: (value: string) => boolean,
  show: (stored: string) => string,
  message: string = m.code,
): KindDefinition {
  return {
    name,
    empty: '',
    filter: 'code',
    normalize: onlyDigits,
    rule: checkedText(valid, message),
    message,
    mask: { store: (typed) => onlyDigits(typed).slice(0, length), show, inputMode: 'numeric' },
  };
}
