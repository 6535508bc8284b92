/**
 * The rules of the field kinds that an orval body schema cannot express (check digits, IE by UF, the
 * phone length…) and the limits of the field declarations (required, maxLength, min/max, maxRows).
 * They run on the normalised values, independently of the body schema, so one submit shows every error.
 */
import { z } from 'zod';
import { fieldTexts } from '@/kit/fields/field-texts';
import { validationMessages as m } from '@/lib/messages';
import { isValidCep, isValidCfop, isValidIbgeCode, isValidNcm, isValidUf } from '@/lib/validation/br-rules';
import { isValidBrDate } from '@/lib/validation/br-date';
import { isValidCpfCnpj } from '@/lib/validation/documents';
import { includesBasicModule, maxMessage } from '@/lib/validation/schemas';
import { isValidIe } from '@/lib/validation/state-registration';
import { childFields, isListKind, type KitField } from './kit-fields';
import { maxNumberMessage, minNumberMessage } from './form-messages';
import { getAtPath, isBlank } from './value-path';

export interface FormIssue {
  path: string;
  message: string;
}

const emailFormat = z.email();

/** yyyy-MM-dd naming a real day. */
function isValidIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isValidBrDate(`${match[3]}/${match[2]}/${match[1]}`);
}

function textRule(field: KitField, value: string, values: unknown): string | undefined {
  switch (field.kind) {
    case 'cpfCnpj':
      return isValidCpfCnpj(value) ? undefined : m.cpfCnpj;
    case 'ie': {
      const uf = field.ufField ? getAtPath(values, field.ufField) : undefined;
      if (typeof uf !== 'string' || uf.trim() === '') return undefined;
      return isValidIe(value, uf) ? undefined : m.stateRegistration;
    }
    case 'ibge':
      return isValidIbgeCode(value) ? undefined : m.code;
    case 'ncm':
      return isValidNcm(value) ? undefined : m.code;
    case 'cfop':
      return isValidCfop(value) ? undefined : m.code;
    case 'code':
      if (!/^\d+$/.test(value)) return m.code;
      if (field.length !== undefined && value.length !== field.length) return m.code;
      return field.maxLength !== undefined && value.length > field.maxLength ? m.code : undefined;
    case 'upperCode':
      if (!/^[A-Z0-9_]+$/.test(value)) return m.code;
      return field.maxLength !== undefined && value.length > field.maxLength ? maxMessage(field.maxLength) : undefined;
    case 'cep':
      return isValidCep(value) ? undefined : m.cep;
    case 'phone':
      return /^\d{10,11}$/.test(value) ? undefined : m.phone;
    case 'email':
      return emailFormat.safeParse(value).success ? undefined : m.email;
    case 'uf':
      return isValidUf(value) ? undefined : m.uf;
    case 'date':
      return isValidIsoDate(value) ? undefined : m.date;
    default:
      return field.maxLength !== undefined && value.length > field.maxLength ? maxMessage(field.maxLength) : undefined;
  }
}

function numberRule(field: KitField, value: number): string | undefined {
  if (field.kind === 'integer' && !Number.isInteger(value)) return fieldTexts.invalidValue;
  if (field.min !== undefined && value < field.min) return minNumberMessage(field.min, true, field.kind === 'integer');
  if (field.max !== undefined && value > field.max) return maxNumberMessage(field.max, true);
  return undefined;
}

/** A plan's modules ({ codigo }[]): BASICO must be among them. */
function modulesRule(value: unknown): string | undefined {
  const modules = Array.isArray(value) ? value.filter((item): item is { codigo: string } => typeof item?.codigo === 'string') : [];
  return includesBasicModule(modules) ? undefined : m.basicModuleRequired;
}

function leafRule(field: KitField, value: unknown, values: unknown): string | undefined {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) {
    return field.required ? m.required : undefined;
  }
  if (field.kind === 'enum' && field.options && !field.options.some((option) => option.value === value)) return m.option;
  if (field.kind === 'modules') return modulesRule(value);
  if (typeof value === 'string') return textRule(field, value, values);
  if (typeof value === 'number') return numberRule(field, value);
  return undefined;
}

function check(field: KitField, path: string, values: unknown, issues: FormIssue[]): void {
  if (field.hidden) return;
  const value = getAtPath(values, path);
  if (field.kind === 'address') {
    if (value === null || typeof value !== 'object') {
      if (field.required) issues.push({ path, message: m.required });
      return;
    }
    for (const child of childFields(field)) check(child, `${path}.${child.name}`, values, issues);
    return;
  }
  if (isListKind(field.kind)) {
    const rows = Array.isArray(value) ? value : [];
    if (field.required && rows.length === 0) issues.push({ path, message: m.required });
    if (field.maxRows !== undefined && rows.length > field.maxRows) issues.push({ path, message: fieldTexts.maxItems(field.maxRows) });
    rows.forEach((_, index) => {
      for (const child of childFields(field)) check(child, `${path}.${index}.${child.name}`, values, issues);
    });
    return;
  }
  if (field.kind === 'image') return;
  const message = leafRule(field, value, values);
  if (message) issues.push({ path, message });
}

/** The issues of the kind rules and field declarations over the (normalised) values. */
export function kindIssues(fields: readonly KitField[], values: unknown): FormIssue[] {
  const issues: FormIssue[] = [];
  for (const field of fields) check(field, field.name, values, issues);
  return issues;
}
