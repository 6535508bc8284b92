/**
 * Zod 4 building blocks with the product's fixed validation messages, for react-hook-form via
 * @hookform/resolvers.
 * Every helper is required: undefined, null, '' and blank strings give 'Campo obrigatório'. Wrap one in
 * `optional()` to accept '' / null / undefined (they parse to undefined). Brazilian rules: schemas-br.ts;
 * cross-field rules (IE by UF, password confirmation): schemas-object.ts.
 */
import { z } from 'zod';
import { validationMessages as m } from '@/lib/messages';
import { contractRules } from './contract-rules';

/** 'Máximo N caracteres' (the fixed messages for 3, 4 and 300; the same pattern for any other N). */
export function maxMessage(max: number): string {
  if (max === 3) return m.max3Chars;
  if (max === 4) return m.max4Chars;
  if (max === 300) return m.max300Chars;
  return `Máximo ${max} caracteres`;
}

/** 'Mínimo N caracteres' (the fixed message for 15; the same pattern for any other N). */
export function minMessage(min: number): string {
  return min === 15 ? m.min15Chars : `Mínimo ${min} caracteres`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Makes a helper optional: '', blank strings, null and undefined are accepted and parse to undefined;
 * anything else must pass `schema`.
 */
export function optional<T extends z.ZodType>(
  schema: T,
): z.ZodType<z.output<T> | undefined, z.input<T> | null | undefined> {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    schema.optional(),
  ) as unknown as z.ZodType<z.output<T> | undefined, z.input<T> | null | undefined>;
}

/** A trimmed, non-empty string ('Campo obrigatório'). */
export function requiredText() {
  return z.string({ error: m.required }).trim().min(1, { error: m.required, abort: true });
}

/** A required string, trimmed and upper-cased (accented letters too). */
export function upperText() {
  return requiredText().toUpperCase();
}

/** A required trimmed string of at least `min` characters ('Mínimo 15 caracteres'). */
export function minText(min: number) {
  return requiredText().min(min, { error: minMessage(min) });
}

/** A required trimmed string of at most `max` characters ('Máximo 3 caracteres', 'Máximo 4 caracteres', 'Máximo 300 caracteres'). */
export function maxText(max: number) {
  return requiredText().max(max, { error: maxMessage(max) });
}

/** Lock/unlock reason: trimmed, at least 15 characters, upper-cased. */
export function lockReason() {
  return minText(15).toUpperCase();
}

const emailFormat = z.email();

/** A required e-mail address ('E-mail inválido'). */
export function email() {
  return requiredText().refine((value) => emailFormat.safeParse(value).success, { error: m.email });
}

/** A required number (null / undefined give 'Campo obrigatório') greater than zero ('Deve ser maior que zero'). */
export function positive() {
  return z.number({ error: m.required }).gt(0, { error: m.greaterThanZero });
}

/** A required number greater than or equal to zero ('Deve ser maior ou igual a zero'). */
export function nonNegative() {
  return z.number({ error: m.required }).gte(0, { error: m.greaterThanOrEqualZero });
}

/** One of `values` ('Opção inválida'); missing or '' gives 'Campo obrigatório'. */
export function option<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (isBlank(issue.input) ? m.required : m.option) });
}

/**
 * A module code ('Módulo inválido'): trimmed, upper-cased, letters, digits and underscores; when
 * `codes` is given it must also be one of them.
 */
export function module(codes?: readonly string[]) {
  return upperText().refine((code) => /^[A-Z0-9_]+$/.test(code) && (!codes || codes.includes(code)), {
    error: m.module,
  });
}

/**
 * A module selection (codes or { codigo } objects) that must include BASICO: the contract's
 * plano-modulo-basico ('O módulo básico deve ser selecionado').
 */
export function modulesIncludeBasic() {
  const rule = contractRules['plano-modulo-basico'];
  return z
    .array(z.union([z.string(), z.looseObject({ codigo: z.string() })]), { error: rule.message })
    .refine(rule.check, { error: rule.message });
}

/**
 * A required picked object, e.g. a company { id, nome } ('Campo obrigatório' when null or undefined).
 * `shape` adds the fields that must be present; other fields are kept.
 */
export function requiredObject<S extends z.ZodRawShape>(shape?: S) {
  return z.looseObject(
    { id: z.union([z.number(), z.string().min(1)], { error: m.required }), ...(shape ?? ({} as S)) },
    { error: m.required },
  );
}
