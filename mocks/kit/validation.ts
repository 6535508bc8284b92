import type { z } from 'zod';
import { ruleMessage, type ContractRuleName, type RuleValue } from '@/lib/validation/contract-rules';
import { fieldErrors, type FieldError } from './respond';

type Issue = z.core.$ZodIssue;

const FORMAT_MESSAGES: Array<[RegExp, string]> = [
  [/cep$/i, 'CEP inválido'],
  [/cpfcnpj$/i, 'CPF/CNPJ inválido'],
  [/(^|\.)ie$/i, 'IE inválida'],
  [/(telefone|numero)$/i, 'Telefone inválido'],
  [/(^|\.)uf/i, 'UF inválida'],
  [/placa$/i, 'Placa inválida'],
  [/chave/i, 'Chave de acesso inválida'],
  [/email/i, 'E-mail inválido'],
  [/(data|vencimento|At)$/i, 'Data inválida'],
];

function formatMessage(path: string): string {
  return FORMAT_MESSAGES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Código inválido';
}

/** The pt-BR message the real API answers for a refused field (the product's fixed validation messages). */
export function issueMessage(issue: Issue, path: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Campo obrigatório'
        : /uf/i.test(path)
          ? 'UF inválida'
          : 'Opção inválida';
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? 'Campo obrigatório' : `Mínimo ${minimum} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set') return 'Campo obrigatório';
      if (minimum === 0)
        return issue.inclusive ? 'Deve ser maior ou igual a zero' : 'Deve ser maior que zero';
      return `Deve ser maior ou igual a ${minimum}`;
    }
    case 'too_big':
      return issue.origin === 'string'
        ? `Máximo ${Number(issue.maximum)} caracteres`
        : `Deve ser no máximo ${Number(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email'
        ? 'E-mail inválido'
        : issue.format === 'date' || issue.format === 'datetime'
          ? 'Data inválida'
          : formatMessage(path);
    case 'invalid_value':
    case 'invalid_union':
      return /uf/i.test(path) ? 'UF inválida' : 'Opção inválida';
    default:
      return issue.message || 'Valor inválido';
  }
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a request part with its generated zod schema; refuses it as the real API does (400). */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix = '',
): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldError[] = result.error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return { campo: path || undefined, errors: [issueMessage(issue, path)] };
  });
  return { ok: false, response: fieldErrors(400, errors) };
}

/**
 * The contract's `x-regra` `name` on the value of `campo` (src/lib/validation/contract-rules.ts, the one
 * check and message the app's forms use too): a 400 refusal of that field when the value breaks it, else
 * null. The resource handlers call it where a body reaches the rule (for a rule over other records, once
 * they have resolved them).
 */
export function ruleRefusal<N extends ContractRuleName>(
  name: N,
  campo: string,
  value: RuleValue<N>,
): { errors: FieldError[] } | null {
  const message = ruleMessage(name, value);
  return message === undefined ? null : { errors: [{ campo, errors: [message] }] };
}
