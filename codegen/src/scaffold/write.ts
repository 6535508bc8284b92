import { Document, stringify } from 'yaml';
import { apiExceptions } from '../conventions';
import type { EnumEntry, WrittenReference } from '../manifest-schema';
import type { EntryDraft, Scaffold } from './entry';
import type { WrittenFormField } from '../manifest-schema';

/**
 * Adds a scaffolded entry to the text of codegen/resources.yaml without rewriting the rest (comments,
 * flow maps and line breaks stay as they are): the entry in the style of the existing ones at the end of
 * `resources`, new enums and picker sources at the end of theirs. Names that follow from the conventions
 * (conventions.ts) are left out.
 */

const OPTIONS = { singleQuote: true, lineWidth: 0, flowCollectionPadding: true } as const;

/** A one-line flow map: `{ name: nome, label: Nome, kind: upper }`. */
function flow(value: object): string {
  const document = new Document(value);
  (document.contents as { flow?: boolean }).flow = true;
  return document.toString(OPTIONS).trim();
}

const scalar = (value: unknown) => stringify(value, OPTIONS).trim();

/** The key order of the existing form fields: what it is, then its rules, then how it shows. */
const FIELD_ORDER = [
  'name',
  'label',
  'kind',
  'required',
  'maxLength',
  'length',
  'decimals',
  'min',
  'max',
  'enum',
  'reference',
  'display',
  'span',
  'maxRows',
  'rowFields',
];

function ordered(field: WrittenFormField): WrittenFormField {
  const rank = (key: string) => FIELD_ORDER.indexOf(key) + 1 || FIELD_ORDER.length + 1;
  const entries = Object.entries(field).sort(([a], [b]) => rank(a) - rank(b));
  const result = Object.fromEntries(entries) as unknown as WrittenFormField;
  return field.rowFields ? { ...result, rowFields: field.rowFields.map(ordered) } : result;
}

function entryLines(entry: EntryDraft): string[] {
  const { list, form, api } = entry;
  return [
    `  - segment: ${scalar(entry.segment)}`,
    ...(['idParam', 'singular', 'plural', 'gender', 'recurso', 'permission'] as const).map(
      (key) => `    ${key}: ${scalar(entry[key])}`,
    ),
    `    flags: ${flow(entry.flags)}`,
    `    hub: ${flow(entry.hub)}`,
    // The names the conventions do not give (conventions.ts): the model, and those that differ.
    `    api: ${flow(apiExceptions(entry.recurso, api))}`,
    `    recordLabel: ${scalar(entry.recordLabel)}`,
    `    defaultSort: ${scalar(entry.defaultSort)}`,
    '    list:',
    '      columns:',
    ...list.columns.map((column) => `        - ${flow(column)}`),
    ...(list.filters.length > 0
      ? ['      filters:', ...list.filters.map((filter) => `        - ${flow(filter)}`)]
      : []),
    '    form:',
    '      sections:',
    ...form.sections.flatMap((section) => [
      `        - title: ${scalar(section.title)}`,
      '          fields:',
      ...section.fields.map((field) => `            - ${flow(ordered(field))}`),
    ]),
  ];
}

const enumLines = (name: string, definition: EnumEntry) => [
  `  ${name}:`,
  ...(definition.type ? [`    type: ${definition.type}`] : []),
  '    options:',
  ...definition.options.map((option) => `      - ${flow(option)}`),
];

const referenceLines = (name: string, reference: WrittenReference) => [`  ${name}: ${flow(reference)}`];

/**
 * Inserts `lines` at the end of the top-level block `key` (before the blank lines and comments that open
 * the next top-level key). A missing block is added at the end, before `resources`.
 */
function appendToBlock(text: string, key: string, lines: string[]): string {
  if (lines.length === 0) return text;
  const all = text.split('\n');
  const start = all.findIndex((line) => line.startsWith(`${key}:`));
  if (start === -1) {
    const resources = all.findIndex((line) => line.startsWith('resources:'));
    all.splice(resources, 0, `${key}:`, ...lines, '');
    return all.join('\n');
  }
  if (/^\S+:\s*\{\s*\}\s*$/.test(all[start])) all[start] = `${key}:`;
  let next = all.findIndex((line, index) => index > start && /^[A-Za-z_]/.test(line));
  if (next === -1) next = all.length;
  let end = next;
  while (end > start + 1 && (all[end - 1].trim() === '' || all[end - 1].startsWith('#'))) end -= 1;
  all.splice(end, 0, ...lines);
  return all.join('\n');
}

/** The manifest text with the scaffold's entry, enums and references added. */
export function addToManifestText(text: string, scaffold: Scaffold): string {
  let result = appendToBlock(
    text,
    'enums',
    Object.entries(scaffold.enums).flatMap(([name, definition]) => enumLines(name, definition)),
  );
  result = appendToBlock(
    result,
    'references',
    Object.entries(scaffold.references).flatMap(([name, reference]) => referenceLines(name, reference)),
  );
  return appendToBlock(result, 'resources', ['', ...entryLines(scaffold.entry)]);
}

/** The entry's lines alone (printed by the CLI). */
export function entryText(scaffold: Scaffold): string {
  return entryLines(scaffold.entry).join('\n');
}
