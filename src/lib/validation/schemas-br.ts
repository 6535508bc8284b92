/**
 * Zod 4 helpers for the Brazilian rules with the product's fixed validation messages. Each is required
 * ('Campo obrigatório' for undefined, null, '' or blanks); wrap in `optional()` from schemas.ts to accept
 * empty. Values are trimmed; masks are accepted as typed and left in place.
 */
import { z } from 'zod';
import { validationMessages as m } from '@/lib/messages';
import { isValidAccessKey } from './access-key';
import { isNotAfterToday, isNotBeforeToday, isValidBrDate } from './br-date';
import {
  isValidCep,
  isValidCfop,
  isValidNcm,
  isValidPhone,
  isValidPlate,
  isValidUf,
  type PhoneKind,
} from './br-rules';
import { contractRules } from './contract-rules';
import { isValidCpfCnpj } from './documents';
import { requiredText, upperText } from './schemas';

/** CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric), masked or not ('CPF/CNPJ inválido'). */
export function cpfCnpj() {
  return requiredText().refine(isValidCpfCnpj, { error: m.cpfCnpj });
}

/** CEP of exactly 8 digits ('CEP inválido'). */
export function cep() {
  return requiredText().refine(isValidCep, { error: m.cep });
}

/** Phone with DDD, 10 (landline) or 11 (mobile) digits; `kind` restricts it ('Telefone inválido'). */
export function phone(kind?: PhoneKind) {
  return requiredText().refine((value) => isValidPhone(value, kind), { error: m.phone });
}

/** One of the 27 UFs, upper-cased ('UF inválida'). */
export function uf() {
  return upperText().refine(isValidUf, { error: m.uf });
}

/** IBGE municipality code: 7 digits with the IBGE check digit, the contract's ibge-digito-verificador ('Código inválido'). */
export function ibgeCode() {
  const rule = contractRules['ibge-digito-verificador'];
  return requiredText().refine(rule.check, { error: rule.message });
}

/** NCM of 8 digits ('Código inválido'). */
export function ncm() {
  return requiredText().refine(isValidNcm, { error: m.code });
}

/** CFOP of 4 digits starting 1, 2, 3, 5, 6 or 7 ('Código inválido'). */
export function cfop() {
  return requiredText().refine(isValidCfop, { error: m.code });
}

/** Vehicle plate, old (AAA-9999) or Mercosul (AAA9A99), upper-cased ('Placa inválida'). */
export function plate() {
  return upperText().refine(isValidPlate, { error: m.licensePlate });
}

/** NF-e / CT-e / MDF-e access key of 44 characters with its check digit ('Chave de acesso inválida'). */
export function accessKey() {
  return requiredText().refine(isValidAccessKey, { error: m.accessKey });
}

/** A dd/MM/yyyy string naming a real calendar date ('Data inválida'). */
export function brDate() {
  return requiredText().refine(isValidBrDate, { error: m.date });
}

type DayRule = (value: Date | string) => boolean;

/** A Date (e.g. from a calendar input) or a dd/MM/yyyy string that must be valid and pass `rule`. */
function dateWith(rule: DayRule, message: string) {
  const dateOrString = z.custom<Date | string>(
    (value) => value instanceof Date || typeof value === 'string',
    {
      error: m.required,
    },
  );
  return dateOrString.superRefine((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.required });
    } else if (typeof value === 'string' ? !isValidBrDate(value) : Number.isNaN(value.getTime())) {
      ctx.addIssue({ code: 'custom', message: m.date });
    } else if (!rule(value)) {
      ctx.addIssue({ code: 'custom', message });
    }
  });
}

/** Today or earlier, by calendar day ('Não pode ser posterior a data atual'). Accepts a Date or dd/MM/yyyy. */
export function notAfterToday() {
  return dateWith((value) => isNotAfterToday(value), m.notAfterToday);
}

/** Today or later, by calendar day ('Não pode ser anterior a data atual'). Accepts a Date or dd/MM/yyyy. */
export function notBeforeToday() {
  return dateWith((value) => isNotBeforeToday(value), m.notBeforeToday);
}
