import type { FieldKind } from '@/kit/kit-types';
import { camelCase } from '../expressions';
import { refName, type Contract, type JsonSchema } from '../contract';
import { takesCapitalsOnly } from '../contract-checks';
import type {
  EnumEntry,
  Manifest,
  WrittenFilter,
  WrittenFormField,
  WrittenReference,
} from '../manifest-schema';
import { enumLabelsFrom, humanizeValue, labelOf } from './names';

/**
 * The field kind (src/kit/kinds) of a contract property, read from its schema: shared
 * schemas (Uf, Endereco, Telefone, EmailContato, CpfCnpj), enums, formats (date, email, uri), patterns
 * (digits → code, capitals → upperCode), numbers, `<x>Id` integers that name another resource's id
 * (reference), lists of objects (rows), and texts the contract says are kept in capitals (upper).
 * What it could only guess goes to the review notes.
 */

/** What the entry needs beyond itself (added to the manifest's enums and references) and the notes. */
export interface Additions {
  enums: Record<string, EnumEntry>;
  /** As the manifest writes them (the rest follows from the resource they list). */
  references: Record<string, WrittenReference>;
  notes: string[];
}

export interface KindContext {
  contract: Contract;
  manifest: Manifest;
  /** The read model (for a reference's display path). */
  model: JsonSchema;
  /** The input schema's name (inline enums are named after it). */
  input: string;
  additions: Additions;
}

const DIGITS = /^\^\[0-9\]\{(\d+)(?:,(\d+))?\}\$$/;
const LETTERS = /^\^\[A-Z\]\{(\d+)(?:,(\d+))?\}\$$/;
/** Texts the contract says are stored in capitals ('gravado em maiúsculas'). */
const UPPER_TEXT = /mai[úu]sculas/i;
const MONEY = /^(valor|preco|custo|tarifa)/i;
const RATE = /(percentual|aliquota)/i;
const TEXTAREA_FROM = 256;

const isType = (schema: JsonSchema | undefined, type: string) =>
  schema?.type === type || (Array.isArray(schema?.type) && schema.type.includes(type));

/** Fraction digits of a multipleOf (0.0001 → 4). */
function decimalsOf(schema: JsonSchema): number | undefined {
  if (schema.multipleOf === undefined || schema.multipleOf >= 1) return undefined;
  return Math.min(8, Math.round(-Math.log10(schema.multipleOf)));
}

/** The enum of the manifest for a contract enum, added when missing (labels from the description). */
function enumFor(context: KindContext, name: string, raw: JsonSchema, schema: JsonSchema): string {
  const named = refName(raw);
  const enumName =
    named ?? `${context.input.replace(/Input$/, '')}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const existing = Object.entries({ ...context.manifest.enums, ...context.additions.enums }).find(
    ([key, definition]) => key === enumName || (named !== undefined && definition.type === named),
  );
  if (existing) return existing[0];
  const values = schema.enum ?? [];
  const labels = enumLabelsFrom(schema.description, values);
  const options = values.map((value) => ({
    value: value as string | number | boolean,
    label: labels.get(String(value)) ?? humanizeValue(value),
  }));
  context.additions.enums[enumName] = { ...(named ? { type: named } : {}), options };
  const guessed = values.filter((value) => !labels.has(String(value)));
  if (guessed.length > 0)
    context.additions.notes.push(
      `enums.${enumName}: labels of ${guessed.join(', ')} made from the values (the contract's description does not say 'VALOR = rótulo')`,
    );
  return enumName;
}

/**
 * The manifest's picker source for the resource whose id `<stem>Id` names, added from its entry when
 * missing: named after the resource's segment, so tag, model, list and get follow from it (conventions.ts)
 * and only the label is written.
 */
function referenceFor(context: KindContext, stem: string): { name: string; label: string } | undefined {
  const model = stem.toLowerCase();
  const existing = Object.entries(context.manifest.references).find(
    ([, reference]) => reference.model.toLowerCase() === model,
  );
  if (existing) return { name: existing[0], label: existing[1].label };
  const resource = context.manifest.resources.find((item) => item.api.model.toLowerCase() === model);
  if (!resource) return undefined;
  const name = camelCase(resource.segment);
  context.additions.references[name] ??= { label: resource.recordLabel };
  return { name, label: resource.recordLabel };
}

/** The read-model path that shows a reference: `<stem>.<the picker's label>` or `<stem>.nome` / `.descricao`. */
function displayFor(context: KindContext, stem: string, label: string): string | undefined {
  const candidates = [label, 'nome', 'descricao'].filter((path) => /^[A-Za-z_]+$/.test(path));
  return candidates
    .map((path) => `${stem}.${path}`)
    .find((path) => context.contract.schemaAt(context.model, path));
}

/** The kind of a text by its format, pattern, name and description. */
function textKind(
  name: string,
  schema: JsonSchema,
  raw: JsonSchema,
): Partial<WrittenFormField> & { kind: FieldKind } {
  const lower = name.toLowerCase();
  const pattern = schema.pattern;
  if (schema.format === 'date') return { kind: 'date' };
  if (schema.format === 'email') return { kind: 'email' };
  if (schema.format === 'uri' || schema.format === 'url') return { kind: 'url' };
  if (refName(raw) === 'CpfCnpj' || /^(cpf|cnpj|cpfcnpj)$/.test(lower)) return { kind: 'cpfCnpj' };
  if (lower.includes('ncm')) return { kind: 'ncm' };
  if (lower.includes('cfop')) return { kind: 'cfop' };
  if (lower.includes('ibge')) return { kind: 'ibge' };
  // A phone's digits (10 or 11) would read as a code: its name says it is a phone.
  if (/(telefone|celular|fone|whatsapp)/.test(lower)) return { kind: 'phone' };
  const digits = pattern ? DIGITS.exec(pattern) : null;
  if (digits)
    return digits[2]
      ? { kind: 'code', maxLength: Number(digits[2]) }
      : { kind: 'code', length: Number(digits[1]) };
  if (takesCapitalsOnly(pattern)) {
    const letters = LETTERS.exec(pattern ?? '');
    return { kind: 'upperCode', ...(letters ? { maxLength: Number(letters[2] ?? letters[1]) } : {}) };
  }
  if ((schema.maxLength ?? 0) >= TEXTAREA_FROM) return { kind: 'textarea', span: 12 };
  if (UPPER_TEXT.test(schema.description ?? '')) return { kind: 'upper' };
  return { kind: 'text' };
}

function numberKind(name: string, schema: JsonSchema): Partial<WrittenFormField> & { kind: FieldKind } {
  if (MONEY.test(name)) return { kind: 'currency' };
  const decimals = decimalsOf(schema);
  const kind: FieldKind = RATE.test(name) ? 'percent' : 'decimal';
  return decimals === undefined ? { kind } : { kind, decimals };
}

/** The form field of one input property (undefined, with a note, when no kind fits). */
export function fieldFor(
  context: KindContext,
  name: string,
  raw: JsonSchema,
  required: boolean,
  where: string,
): WrittenFormField | undefined {
  const { contract, additions } = context;
  const schema = contract.nonNull(raw) ?? {};
  const label = labelOf(name, schema);
  if (label.from === 'name')
    additions.notes.push(
      `${where}: label '${label.text}' made from the name (the contract has no title or short description)`,
    );
  const base = { name, label: label.text, ...(required ? { required: true } : {}) };
  const bounds = {
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
    ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
  };
  const named = refName(raw);
  if (named === 'Uf') return { ...base, kind: 'uf' };
  if (named === 'Endereco') return { ...base, kind: 'address' };
  if (schema.enum) return { ...base, kind: 'enum', enum: enumFor(context, name, raw, schema) };
  if (isType(schema, 'boolean')) return { ...base, kind: 'boolean' };
  if (isType(schema, 'array')) return listField(context, base, schema, where);
  if (isType(schema, 'integer') && name.endsWith('Id')) {
    const stem = name.slice(0, -2);
    const reference = referenceFor(context, stem);
    const display = reference && displayFor(context, stem, reference.label);
    if (reference && display) return { ...base, kind: 'reference', reference: reference.name, display };
    additions.notes.push(
      `${where}: '${name}' looks like the id of another resource, but ${reference ? `the read model has no '${stem}' to show it` : `no resource of the manifest has the model ${stem}`}: kind integer for now`,
    );
  }
  if (isType(schema, 'integer')) return { ...base, kind: 'integer', ...bounds };
  if (isType(schema, 'number')) return { ...base, ...numberKind(name, schema), ...bounds };
  if (isType(schema, 'string')) {
    if (schema.format === 'date-time')
      additions.notes.push(
        `${where}: '${name}' is a date-time; the form has no kind for it: kind text for now`,
      );
    const text = textKind(name, schema, raw);
    return {
      ...base,
      ...bounds,
      ...text,
      ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    };
  }
  additions.notes.push(
    `${where}: no field kind fits '${name}' (${JSON.stringify(schema.type ?? named ?? 'no type')}): write its field by hand`,
  );
  return undefined;
}

/** Lists: phones, e-mails, references (`<x>Ids`) or rows of a sub-form. */
function listField(
  context: KindContext,
  base: { name: string; label: string },
  schema: JsonSchema,
  where: string,
): WrittenFormField | undefined {
  const { contract, additions } = context;
  const itemName = refName(schema.items);
  if (itemName === 'Telefone') return { ...base, kind: 'phones' };
  if (itemName === 'EmailContato') return { ...base, kind: 'emails' };
  const items = contract.nonNull(schema.items);
  if (isType(items, 'integer') && base.name.endsWith('Ids')) {
    const stem = base.name.slice(0, -3);
    const reference = referenceFor(context, stem);
    const display = [`${stem}s`, `${stem}es`]
      .flatMap((path) => [`${path}[].nome`, `${path}[].descricao`])
      .find((path) => contract.schemaAt(context.model, path));
    if (reference && display)
      return { ...base, kind: 'references', reference: reference.name, display, span: 12 };
  }
  const properties = contract.properties(items);
  if (Object.keys(properties).length > 0) {
    const required = contract.required(items);
    const rowFields = Object.entries(properties)
      .filter(([name]) => name !== 'id')
      .map(([name, raw]) => fieldFor(context, name, raw, required.has(name), `${where}.rowFields`))
      .filter((field): field is WrittenFormField => field !== undefined);
    return {
      ...base,
      kind: 'rows',
      rowFields,
      span: 12,
      ...((schema as { maxItems?: number }).maxItems
        ? { maxRows: (schema as { maxItems?: number }).maxItems }
        : {}),
    };
  }
  additions.notes.push(`${where}: no field kind fits the list '${base.name}': write its field by hand`);
  return undefined;
}

/** A filter of a list query parameter, its kind from the parameter's schema (or the form field of its name). */
export function filterFor(
  context: KindContext,
  name: string,
  raw: JsonSchema,
  description: string | undefined,
  field: WrittenFormField | undefined,
): WrittenFilter {
  const { contract } = context;
  const schema = contract.nonNull(raw) ?? {};
  const label =
    field?.label ?? labelOf(name, { ...schema, description: description ?? schema.description }).text;
  const base = { name, label };
  if (refName(raw) === 'Uf') return { ...base, kind: 'uf' };
  if (schema.enum) return { ...base, kind: 'enum', enum: enumFor(context, name, raw, schema) };
  if (isType(schema, 'boolean')) return { ...base, kind: 'boolean' };
  if (isType(schema, 'integer') && name.endsWith('Id')) {
    const reference = field?.reference ?? referenceFor(context, name.slice(0, -2))?.name;
    if (reference) return { ...base, kind: 'reference', reference };
  }
  if (isType(schema, 'integer')) return { ...base, kind: 'integer' };
  if (isType(schema, 'number')) return { ...base, kind: numberKind(name, schema).kind };
  if (schema.format === 'date') return { ...base, kind: 'date' };
  const digits = schema.pattern ? DIGITS.exec(schema.pattern) : null;
  if (digits) return { ...base, kind: 'code', maxLength: Number(digits[2] ?? digits[1]) };
  if (takesCapitalsOnly(schema.pattern)) {
    const letters = LETTERS.exec(schema.pattern ?? '');
    return {
      ...base,
      kind: 'upperCode',
      ...(letters ? { maxLength: Number(letters[2] ?? letters[1]) } : {}),
    };
  }
  if (field && ['upper', 'upperCode', 'text', 'code'].includes(field.kind))
    return {
      ...base,
      kind: field.kind === 'upperCode' ? 'upperCode' : field.kind === 'upper' ? 'upper' : 'text',
    };
  return { ...base, kind: 'text' };
}
