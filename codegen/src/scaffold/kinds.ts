import { camelCase } from '../expressions';
import { refName, type Contract, type JsonSchema, type Parameter } from '../contract';
import { takesCapitalsOnly } from '../contract-checks';
import { FIELD_KINDS, FILTER_KINDS } from '../field-kinds';
import { filterMatch } from '../filter-match';
import type {
  EnumEntry,
  Manifest,
  WrittenFilter,
  WrittenFormField,
  WrittenReference,
} from '../manifest-schema';
import { capitalize, enumLabelsFrom, humanizeValue, labelOf, shortDescription } from './names';
import { patternFacts } from './patterns';

/**
 * The field kind (src/kit/kinds) of a contract property, read from its schema: shared
 * schemas (Uf, Endereco, Telefone, EmailContato, CpfCnpj), enums, formats (date, email, uri), documents
 * and contacts by name, pattern and description (CPF, CNPJ, phone, CEP, e-mail, URL), patterns (digits →
 * code, capitals → upperCode), numbers, `<x>Id` integers that name another resource's id (reference),
 * lists of objects (rows), and texts the contract says are kept in capitals (upper).
 * What it could only guess goes to the review notes.
 */

/** A point of the review list about a file other than the manifest. */
export interface ReviewPoint {
  file: string;
  note: string;
}

/** What the entry needs beyond itself (added to the manifest's enums and references) and the notes. */
export interface Additions {
  enums: Record<string, EnumEntry>;
  /** As the manifest writes them (the rest follows from the resource they list). */
  references: Record<string, WrittenReference>;
  /** What to check in the entry (codegen/resources.yaml). */
  notes: string[];
  /** What to check or write elsewhere (a mock rule of the resource's own). */
  review: ReviewPoint[];
}

export interface KindContext {
  contract: Contract;
  manifest: Manifest;
  /** The read model (for a reference's display path and the fields the filters compare). */
  model: JsonSchema;
  /** The read model's name. */
  modelName: string;
  /** The input schema's name (inline enums are named after it). */
  input: string;
  /** The resource's segment (where a mock rule of its own goes). */
  segment: string;
  additions: Additions;
}

const DIGITS = /^\^\[0-9\]\{(\d+)(?:,(\d+))?\}\$$|^\^\\d\{(\d+)(?:,(\d+))?\}\$$/;
const LETTERS = /^\^\[A-Z\]\{(\d+)(?:,(\d+))?\}\$$/;
/** Texts the contract says are stored in capitals ('gravado em maiúsculas'). */
const UPPER_TEXT = /mai[úu]sculas/i;
const MONEY = /^(valor|preco|custo|tarifa)/i;
const RATE = /(percentual|aliquota)/i;
const TEXTAREA_FROM = 256;
const PHONE_NAME = /(telefone|celular|fone|whatsapp)/;
const PHONE_WORDS = /\b(telefone|celular|whatsapp|DDD)\b/i;
const URL_WORDS = new Set(['site', 'url', 'link', 'homepage', 'website']);
/** 5 digits, an optional hyphen, 3 digits: a CEP written with its mask. */
const CEP_PATTERN = /^\^(?:\[0-9\]|\\d)\{5\}-\??(?:\[0-9\]|\\d)\{3\}\$$/;
/** Kinds a form field may take (the kit's sub-form-only kinds, like cep, are not among them). */
const FORM_KINDS: ReadonlySet<string> = new Set(FIELD_KINDS);
const FILTERS: ReadonlySet<string> = new Set(FILTER_KINDS);

const isType = (schema: JsonSchema | undefined, type: string) =>
  schema?.type === type || (Array.isArray(schema?.type) && schema.type.includes(type));

/** 'cpfMotorista' → ['cpf', 'motorista']. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);

/** Fraction digits of a decimal (its x-decimal-places, at most 8). */
function decimalsOf(schema: JsonSchema): number | undefined {
  const places = schema['x-decimal-places'];
  return places === undefined ? undefined : Math.min(8, places);
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
  const said = options.filter((option) => labels.has(String(option.value)));
  if (said.length > 0)
    context.additions.notes.push(
      `enums.${enumName}: labels read from the contract's description (${said.map((option) => `${String(option.value)} '${option.label}'`).join(', ')}): check each is whole, as the screens show it`,
    );
  const guessed = values.filter((value) => !labels.has(String(value)));
  if (guessed.length > 0)
    context.additions.notes.push(
      `enums.${enumName}: labels of ${guessed.join(', ')} made from the values (the contract's description does not say 'VALOR = rótulo'): check accents`,
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

type Choice = Partial<WrittenFormField> & { kind: string };

/** A kind and, when the contract does not say it outright, what it was guessed from (for the review). */
interface KindGuess {
  choice: Choice;
  from?: string;
  /** More for the reviewer (a kind the kit lacks, what was taken instead). */
  more?: string;
}

/** The pattern as the review quotes it. */
const quotedPattern = (schema: JsonSchema) => (schema.pattern ? `the pattern ${schema.pattern}` : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join(' and ');

/**
 * CPF, CNPJ or either, from the name ('cpf', 'cpfMotorista', 'cnpjEmitente'), the lengths the pattern
 * allows (11 digits a CPF, 14 characters a CNPJ, both: either) or the maxLength, and the description
 * ('CPF do motorista'). A description counts only with a pattern or maxLength of the document's length,
 * so that 'Nome como no CPF' stays a text.
 */
function documentKind(name: string, schema: JsonSchema, raw: JsonSchema): KindGuess | undefined {
  if (refName(raw) === 'CpfCnpj') return { choice: { kind: 'cpfCnpj' } };
  const lower = name.toLowerCase();
  const said = `${schema.title ?? ''} ${schema.description ?? ''}`;
  const patternLengths = patternFacts(schema.pattern)?.lengths ?? [];
  const lengths = new Set(
    patternLengths.length > 0 ? patternLengths : schema.maxLength !== undefined ? [schema.maxLength] : [],
  );
  const namesCpf = lower.includes('cpf');
  const namesCnpj = lower.includes('cnpj');
  // 11 characters: a CPF; 14: a CNPJ (or a CPF with its mask, 000.000.000-00); 18: a CNPJ with its mask.
  const saysCpf = /\bCPF\b/.test(said) && (lengths.has(11) || lengths.has(14));
  const saysCnpj = /\bCNPJ\b/.test(said) && (lengths.has(14) || lengths.has(18));
  // A pattern of alternatives (11 or 14), not a range of lengths (11 to 14).
  const either = patternLengths.includes(11) && patternLengths.includes(14) && !patternLengths.includes(12);
  const documentLength = [11, 14, 18].some((length) => lengths.has(length));
  const from = joined(
    namesCpf || namesCnpj ? 'the name' : '',
    documentLength ? quotedPattern(schema) || `maxLength ${String(schema.maxLength)}` : '',
    !namesCpf && !namesCnpj && (saysCpf || saysCnpj) ? 'the description' : '',
  );
  if ((namesCpf && namesCnpj) || either || (!namesCpf && !namesCnpj && saysCpf && saysCnpj))
    return { choice: { kind: 'cpfCnpj' }, from };
  if (namesCpf || (saysCpf && !namesCnpj)) return { choice: { kind: 'cpf' }, from };
  if (!namesCnpj && !saysCnpj) return undefined;
  if (FORM_KINDS.has('cnpj')) return { choice: { kind: 'cnpj' }, from };
  return {
    choice: { kind: 'cpfCnpj' },
    from,
    more: 'the kit has no CNPJ-only kind, and cpfCnpj takes a CPF too',
  };
}

/** Phone, CEP, e-mail or URL, from the name, the pattern or the description. */
function contactKind(name: string, schema: JsonSchema): KindGuess | undefined {
  const lower = name.toLowerCase();
  const words = wordsOf(name);
  const said = `${schema.title ?? ''} ${schema.description ?? ''}`;
  const pattern = schema.pattern ?? '';
  const facts = patternFacts(schema.pattern);
  const digits = facts?.digitsOnly ? facts.lengths : [];
  const patternFrom = quotedPattern(schema);
  // A phone's digits (10 or 11) would read as a code: its name or pattern says it is a phone.
  if (PHONE_NAME.test(lower)) return { choice: { kind: 'phone' }, from: 'the name' };
  if (digits.join() === '10,11') return { choice: { kind: 'phone' }, from: patternFrom };
  if ((digits.join() === '10' || digits.join() === '11') && PHONE_WORDS.test(said))
    return { choice: { kind: 'phone' }, from: joined(patternFrom, 'the description') };
  const cepFrom = words.includes('cep')
    ? 'the name'
    : CEP_PATTERN.test(pattern)
      ? patternFrom
      : digits.join() === '8' && /\bCEP\b/.test(said)
        ? joined(patternFrom, 'the description')
        : undefined;
  if (cepFrom) {
    if (FORM_KINDS.has('cep')) return { choice: { kind: 'cep' }, from: cepFrom };
    return {
      choice: { kind: 'code', length: 8 },
      from: cepFrom,
      more: "a CEP: the kit's cep kind is the address sub-form's only, so kind code (8 digits, 'Código inválido') for now; a whole address is a $ref to common.yaml#/Endereco (kind address)",
    };
  }
  if (words.includes('email') || lower.includes('email'))
    return { choice: { kind: 'email' }, from: 'the name' };
  if (pattern.includes('@')) return { choice: { kind: 'email' }, from: patternFrom };
  if (words.some((word) => URL_WORDS.has(word))) return { choice: { kind: 'url' }, from: 'the name' };
  if (/^\^\(?https\?:/.test(pattern) && !/^\^\(https\?:[^)]*\)\?/.test(pattern))
    return { choice: { kind: 'url' }, from: patternFrom };
  return undefined;
}

/** The kind of a text by its format, pattern, name and description. */
function textKind(name: string, schema: JsonSchema, raw: JsonSchema): KindGuess {
  const lower = name.toLowerCase();
  const pattern = schema.pattern;
  if (schema.format === 'date') return { choice: { kind: 'date' } };
  if (schema.format === 'email') return { choice: { kind: 'email' } };
  if (schema.format === 'uri' || schema.format === 'url') return { choice: { kind: 'url' } };
  if (schema.format === 'phone' || schema.format === 'tel') return { choice: { kind: 'phone' } };
  const document = documentKind(name, schema, raw);
  if (document) return document;
  if (lower.includes('ncm')) return { choice: { kind: 'ncm' }, from: 'the name' };
  if (lower.includes('cfop')) return { choice: { kind: 'cfop' }, from: 'the name' };
  if (lower.includes('ibge')) return { choice: { kind: 'ibge' }, from: 'the name' };
  const contact = contactKind(name, schema);
  if (contact) return contact;
  const digits = pattern ? DIGITS.exec(pattern) : null;
  if (digits) {
    const [least, most] = [digits[1] ?? digits[3], digits[2] ?? digits[4]];
    return {
      choice: most ? { kind: 'code', maxLength: Number(most) } : { kind: 'code', length: Number(least) },
    };
  }
  if (takesCapitalsOnly(pattern)) {
    const letters = LETTERS.exec(pattern ?? '');
    return {
      choice: { kind: 'upperCode', ...(letters ? { maxLength: Number(letters[2] ?? letters[1]) } : {}) },
    };
  }
  if ((schema.maxLength ?? 0) >= TEXTAREA_FROM) return { choice: { kind: 'textarea', span: 12 } };
  if (UPPER_TEXT.test(schema.description ?? '')) return { choice: { kind: 'upper' } };
  return { choice: { kind: 'text' } };
}

function numberKind(name: string, schema: JsonSchema): KindGuess {
  if (MONEY.test(name)) return { choice: { kind: 'currency' }, from: 'the name' };
  const decimals = decimalsOf(schema);
  const rate = RATE.test(name);
  const kind = rate ? 'percent' : 'decimal';
  return {
    choice: decimals === undefined ? { kind } : { kind, decimals },
    ...(rate ? { from: 'the name' } : {}),
  };
}

/** The note of a kind the contract does not state outright. */
function noteGuess(context: KindContext, where: string, guess: KindGuess): void {
  if (!guess.from && !guess.more) return;
  context.additions.notes.push(
    `${where}: kind ${guess.choice.kind} guessed from ${guess.from ?? 'the schema'}${guess.more ? ` (${guess.more})` : ''}: check it`,
  );
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
      `${where}: label '${label.text}' derived from the name: check accents (the contract has no title or short description)`,
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
    if (reference && display) {
      additions.notes.push(
        `${where}: a reference to ${reference.name}, shown as '${display}' in the list and the view (the read model's '${stem}', which the generic mock fills from '${name}'): check it names the record`,
      );
      return { ...base, kind: 'reference', reference: reference.name, display };
    }
    additions.notes.push(
      `${where}: '${name}' looks like the id of another resource, but ${reference ? `the read model has no '${stem}' to show it` : `no resource of the manifest has the model ${stem}`}: kind integer for now`,
    );
  }
  if (isType(schema, 'integer')) return { ...base, kind: 'integer', ...bounds };
  if (isType(schema, 'number')) {
    const guess = numberKind(name, schema);
    noteGuess(context, where, guess);
    return { ...base, ...guess.choice, ...bounds };
  }
  if (isType(schema, 'string')) {
    if (schema.format === 'date-time')
      additions.notes.push(
        `${where}: '${name}' is a date-time; the form has no kind for it: kind text for now`,
      );
    const guess = textKind(name, schema, raw);
    noteGuess(context, where, guess);
    return {
      ...base,
      ...bounds,
      ...guess.choice,
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
    if (reference && display) {
      additions.notes.push(
        `${where}: references to ${reference.name}, shown as '${display}': check it names the records`,
      );
      return { ...base, kind: 'references', reference: reference.name, display, span: 12 };
    }
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

/** The bounds of a range, by the generic mock's name convention (filter-match.ts), and how they read. */
const BOUND_WORDS: Readonly<Record<string, string>> = {
  De: 'de',
  Minimo: 'mínimo',
  Minima: 'mínima',
  Ate: 'até',
  Maximo: 'máximo',
  Maxima: 'máxima',
};
const BOUND = /^(.+?)(De|Minimo|Minima|Ate|Maximo|Maxima)$/;
/** Kinds whose values order: a range's bounds take them (filter-match.ts). */
const RANGE_KINDS: ReadonlySet<string> = new Set(['date', 'integer', 'decimal', 'currency', 'percent']);

/** A parameter named as a bound of a range of a field of the record (`validadeCnhAte`), with its kind. */
function boundOf(
  context: KindContext,
  name: string,
  fields: readonly WrittenFormField[],
): { name: string; field?: WrittenFormField; kind: string; word: string } | undefined {
  const match = BOUND.exec(name);
  if (!match) return undefined;
  const [, stem, bound] = match;
  const field = fields.find((item) => item.name === stem);
  const property = context.contract.nonNull(context.contract.schemaAt(context.model, stem));
  if (!field && !property) return undefined;
  const numeric = isType(property, 'number') ? numberKind(stem, property ?? {}).choice.kind : 'text';
  const kind =
    field?.kind ?? (property?.format === 'date' ? 'date' : isType(property, 'integer') ? 'integer' : numeric);
  return RANGE_KINDS.has(kind) ? { name: stem, field, kind, word: BOUND_WORDS[bound] } : undefined;
}

/** Whether a form field's label was made from its name (its property has no title or short description). */
function labelFromName(context: KindContext, field: WrittenFormField): boolean {
  const { contract } = context;
  const property = contract.properties(contract.schema(context.input))[field.name];
  return labelOf(field.name, contract.nonNull(property)).from === 'name';
}

/**
 * A filter's label: the form field's of its name (a filter reads as the field it filters), else the
 * parameter's own words (its schema's title, a description of up to three words, as labels go), else a
 * range's bounded field with the bound ('Validade da CNH até'), else a description of up to five words,
 * else the name. A shared schema's words ($ref: Id, Uf) say what the type is, not what the parameter
 * filters, so they are not taken.
 */
function filterLabel(
  context: KindContext,
  parameter: Parameter,
  schema: JsonSchema,
  field: WrittenFormField | undefined,
  bound: ReturnType<typeof boundOf>,
): { text: string; fromName: boolean; why?: string } {
  if (field)
    return { text: field.label, fromName: labelFromName(context, field), why: "as its form field's label" };
  const shared = refName(parameter.schema) !== undefined;
  if (schema.title && !shared) return { text: schema.title, fromName: false };
  const description = parameter.description ?? (shared ? undefined : schema.description);
  const short = shortDescription(description);
  if (short) return { text: capitalize(short), fromName: false };
  if (bound?.field) {
    const bounded = bound.field;
    return {
      text: `${bounded.label} ${bound.word}`,
      fromName: labelFromName(context, bounded),
      why: `from the label of '${bounded.name}'`,
    };
  }
  const longer = shortDescription(description, 5);
  if (longer) return { text: capitalize(longer), fromName: false };
  // Capitals as the parameter's description writes them ('ISPB').
  return { text: labelOf(parameter.name, { description: parameter.description }).text, fromName: true };
}

/**
 * A filter of a list query parameter: its label from the contract's words (the parameter's title or
 * description, the field's title), its kind from the parameter's schema, the form field of its name or,
 * for a range's bound (`<field>De` / `Minimo`, `<field>Ate` / `Maximo`), the field it bounds. A filter
 * the generic mock cannot apply by the name convention (filter-match.ts) goes to the review with the
 * file of the rule to write.
 */
export function filterFor(
  context: KindContext,
  parameter: Parameter,
  fields: readonly WrittenFormField[],
  where: string,
): WrittenFilter {
  const { contract, additions } = context;
  const { name } = parameter;
  const raw = parameter.schema ?? {};
  const schema = contract.nonNull(raw) ?? {};
  const field = fields.find((item) => item.name === name);
  const bound = field ? undefined : boundOf(context, name, fields);
  const label = filterLabel(context, parameter, schema, field, bound);
  if (label.fromName)
    additions.notes.push(
      `${where}: label '${label.text}' derived from the name: check accents (${label.why ?? 'the parameter has no title or short description'})`,
    );
  const filter = { name, label: label.text, ...filterKind(context, name, raw, schema, field, bound) };
  const { field: compared, match } = filterMatch(filter);
  if (!contract.schemaAt(context.model, compared))
    additions.review.push({
      file: `mocks/resources/${context.segment}.ts`,
      note: `the list's query parameter '${name}' is neither a field of ${context.modelName} nor a range's bound of one (<field>De or <field>Minimo, <field>Ate or <field>Maximo, over a date or a number): the generic mock would compare the record's '${compared}', which it has not, and find nothing; write its rule there, simpleResource(${camelCase(context.segment)}Mock, { filters: { ${name}: (record, value) => … } }) as mocks/resources/ncms.ts does, and list it in mocks/resources/index.ts`,
    });
  else if (match === 'atLeast' || match === 'atMost')
    additions.notes.push(
      `${where}: a range's ${match === 'atLeast' ? 'lower' : 'upper'} bound of '${compared}' (the generic mock compares it, filter-match.ts): check the label '${filter.label}'`,
    );
  return filter;
}

function filterKind(
  context: KindContext,
  name: string,
  raw: JsonSchema,
  schema: JsonSchema,
  field: WrittenFormField | undefined,
  bound: ReturnType<typeof boundOf>,
): Omit<WrittenFilter, 'name' | 'label'> {
  if (refName(raw) === 'Uf') return { kind: 'uf' };
  if (schema.enum) return { kind: 'enum', enum: enumFor(context, name, raw, schema) };
  if (isType(schema, 'boolean')) return { kind: 'boolean' };
  if (isType(schema, 'integer') && name.endsWith('Id')) {
    const reference = field?.reference ?? referenceFor(context, name.slice(0, -2))?.name;
    if (reference) return { kind: 'reference', reference };
  }
  if (bound) return { kind: bound.kind };
  if (isType(schema, 'integer')) return { kind: 'integer' };
  if (isType(schema, 'number')) return { kind: numberKind(name, schema).choice.kind };
  if (schema.format === 'date') return { kind: 'date' };
  const digits = schema.pattern ? DIGITS.exec(schema.pattern) : null;
  if (digits) return { kind: 'code', maxLength: Number(digits[2] ?? digits[1] ?? digits[4] ?? digits[3]) };
  if (takesCapitalsOnly(schema.pattern)) {
    const letters = LETTERS.exec(schema.pattern ?? '');
    return { kind: 'upperCode', ...(letters ? { maxLength: Number(letters[2] ?? letters[1]) } : {}) };
  }
  if (field && ['upper', 'upperCode', 'text', 'code'].includes(field.kind))
    return { kind: field.kind === 'upperCode' ? 'upperCode' : field.kind === 'upper' ? 'upper' : 'text' };
  if (field && FILTERS.has(field.kind)) return { kind: field.kind };
  return { kind: 'text' };
}
