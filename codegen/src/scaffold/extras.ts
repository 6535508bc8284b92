import type { Contract } from '../contract';
import { literal, propertyKey } from '../expressions';
import type { Manifest, WrittenFormField } from '../manifest-schema';
import type { Scaffold } from './entry';
import type { ReviewPoint } from './kinds';
import { isPerson, typedDate, typedNumber, valueOf, WALK, type SampleContext } from './samples';

/**
 * What `npm run scaffold` writes besides the manifest entry: the seed stub of the mock database (a typed
 * file of a few records under mocks/db/data/, which the seed does not read until the developer inserts
 * them, because their references and locks need the seeded tables) and the resource walk's sample
 * (tests/e2e/resource-walk/samples.ts, what the e2e walk types into the new form). Each comes with what
 * its reviewer must still check.
 */

export const SAMPLES_FILE = 'tests/e2e/resource-walk/samples.ts';
export const DOCS_FILE = 'docs/adding-a-resource.md';
const SEED_RECORDS = 3;

export interface ScaffoldFile {
  path: string;
  content: string;
}

export interface Extras {
  files: ScaffoldFile[];
  review: ReviewPoint[];
}

/** What is already in the tree: whether the seed stub's file exists, and the walk samples' text. */
export interface ExistingFiles {
  seed: boolean;
  samples: string | undefined;
}

export const seedFile = (segment: string) => `mocks/db/data/${segment}.ts`;

function fieldsOf(scaffold: Scaffold): WrittenFormField[] {
  return scaffold.entry.form.sections.flatMap((section) => section.fields);
}

function sampleContext(contract: Contract, manifest: Manifest, scaffold: Scaffold): SampleContext {
  const { entry } = scaffold;
  const input = contract.properties(contract.schema(entry.api.input));
  const enums = { ...manifest.enums, ...scaffold.enums };
  return {
    singular: entry.singular,
    person: isPerson(entry.singular, fieldsOf(scaffold)),
    recordLabel: entry.recordLabel,
    pattern: (field) => contract.nonNull(input[field.name])?.pattern,
    options: (field) => (field.enum ? (enums[field.enum]?.options ?? []) : []),
  };
}

/** `MOTORISTAS` for motoristas, `PRACAS_PEDAGIO` for pracas-pedagio. */
const constantOf = (segment: string) => segment.replace(/-/g, '_').toUpperCase();

function seedStub(scaffold: Scaffold, context: SampleContext): { file: ScaffoldFile; notes: string[] } {
  const { entry } = scaffold;
  const fields = fieldsOf(scaffold);
  const missing = fields.filter((field) => field.required && valueOf(field, 0, context) === undefined);
  const records = Array.from({ length: SEED_RECORDS }, (_, variant) => {
    const entries = fields.flatMap((field) => {
      const value = valueOf(field, variant, context);
      // Optional lists and addresses are left out: a stub shows the record's own values.
      if (value === undefined || (!field.required && typeof value === 'object')) return [];
      return [`${propertyKey(field.name)}: ${literal(value)}`];
    });
    return `  { ${entries.join(', ')} },`;
  });
  const constant = constantOf(entry.segment);
  const content = [
    `import type { ${entry.api.input} } from '@generated/api/model';`,
    '',
    '/**',
    ` * Demo records of ${entry.plural.toLowerCase()}, written by \`npm run scaffold -- ${entry.segment}\` as a stub: make them read`,
    ' * as real ones, then insert them in the seed (mocks/db/seed/reference.ts, as seedFiscal does: each with',
    ' * seeded(seed), and lock(…) one), so that the list, the resource walk and tests/unit/mocks/seed.test.ts',
    ' * find active and inactive records.',
    ' */',
    `export const ${constant}: readonly ${entry.api.input}[] = [`,
    ...records,
    '];',
    '',
  ].join('\n');
  const references = fields.filter((field) => field.kind === 'reference' || field.kind === 'references');
  const notes = [
    `the seed stub: ${SEED_RECORDS} records of ${entry.api.input} (${constant}) whose values follow the kinds: check they read as real ${entry.plural.toLowerCase()}, then insert them in mocks/db/seed/reference.ts (seeded(seed) on each, lock(…) on one): the demo, the resource walk and tests/unit/mocks/seed.test.ts want active and inactive rows`,
    ...references.map(
      (field) =>
        `'${field.name}' holds the ids 1 to ${SEED_RECORDS}: make them ids of seeded ${field.reference ?? 'records'}, and give the stored record the read model's object of them (see seedTollPlazas in mocks/db/seed/reference.ts)`,
    ),
    ...fields
      .filter((field) => field.kind === 'address' && field.required)
      .map(
        (field) =>
          `'${field.name}' is a made-up address (its cidadeId and paisId are 1 to ${SEED_RECORDS} and 1): make them ids of seeded cidades and paises, with the CEP of the city`,
      ),
    ...missing.map(
      (field) => `'${field.name}' (kind ${field.kind}) is required and has no value: write it in each record`,
    ),
  ];
  return { file: { path: seedFile(entry.segment), content }, notes };
}

interface Step {
  code: string;
  helper: string;
}

/** How the walk fills one field, or a note when it cannot. */
function walkStep(field: WrittenFormField, context: SampleContext): Step | string | undefined {
  const label = literal(field.label);
  const value = valueOf(field, WALK, context);
  switch (field.kind) {
    case 'boolean':
      return undefined;
    case 'enum': {
      const option = context.options(field)[0];
      return {
        code: `await choose(page, form, ${label}${option ? `, ${literal(option.label)}` : ''});`,
        helper: 'choose',
      };
    }
    case 'uf':
      return { code: `await choose(page, form, ${label}, 'SP');`, helper: 'choose' };
    case 'reference':
      return { code: `await choose(page, form, ${label});`, helper: 'choose' };
    case 'references':
      return field.required
        ? { code: `await chooseMany(page, form, ${label}, [/./]);`, helper: 'chooseMany' }
        : undefined;
    case 'address':
      if (!field.required) return undefined;
      // fillAddress finds the sub-form by the group 'Endereço'.
      return field.label === 'Endereço'
        ? { code: "await fillAddress(form, CEP_SE, '100');", helper: 'fillAddress' }
        : `'${field.name}' (address '${field.label}') is required: fill it in the sample by hand`;
    case 'date':
      return { code: `await type(form, ${label}, ${literal(typedDate(String(value)))});`, helper: 'type' };
    case 'integer':
    case 'decimal':
    case 'currency':
    case 'percent':
      return {
        code: `await typeNumber(form, ${label}, ${literal(typedNumber(field, Number(value)))});`,
        helper: 'typeNumber',
      };
    default:
      if (typeof value === 'string')
        return { code: `await type(form, ${label}, ${literal(value)});`, helper: 'type' };
      return field.required
        ? `'${field.name}' (kind ${field.kind}) is required: fill it in the sample by hand`
        : undefined;
  }
}

/** The walk sample's entry (`  motoristas: { search, edited or edit, fill },`) and the helpers it uses. */
function walkSample(scaffold: Scaffold, context: SampleContext) {
  const { entry } = scaffold;
  const fields = fieldsOf(scaffold);
  const steps = fields.map((field) => walkStep(field, context));
  const code = steps.filter((step): step is Step => typeof step === 'object');
  const notes = steps.filter((step): step is string => typeof step === 'string');
  const helpers = new Set(code.map((step) => step.helper));
  const usesPage = code.some((step) => step.code.includes('(page,'));

  const texts = ['upper', 'text', 'textarea'];
  const named = fields.find((field) => field.name === entry.recordLabel);
  const edited =
    (named && texts.includes(named.kind) ? named : undefined) ??
    fields.find((field) => texts.includes(field.kind));
  const shown = named ? valueOf(named, WALK, context) : undefined;
  const search =
    typeof shown === 'string'
      ? shown.split(' ').slice(0, 2).join(' ').toLocaleUpperCase('pt-BR')
      : String(shown ?? '');
  if (!named || shown === undefined)
    notes.push(`'search' is empty: write a text of the new record that the list's search finds`);

  const lines = [`  ${propertyKey(entry.segment)}: {`, `    search: ${literal(search)},`];
  if (edited?.kind === 'upper') lines.push(`    edited: ${literal(edited.label)},`);
  else if (edited) {
    // A text kept as typed: the edit types capitals, as the walk finds 'ALTERADO' in upper-cased fields.
    helpers.add('field');
    lines.push(
      '    edit: async (_page, form) => {',
      `      const input = field(form, ${literal(edited.label)});`,
      "      await input.press('End');",
      "      await input.pressSequentially(' ALTERADO');",
      '    },',
    );
  } else notes.push("no text field to change on the edit step: write the sample's edit by hand");
  lines.push(
    `    fill: async (${usesPage ? 'page' : '_page'}, form) => {`,
    ...code.map((step) => `      ${step.code}`),
    '    },',
    '  },',
  );
  return { text: lines.join('\n'), helpers: [...helpers], notes, filled: code.length, search };
}

/** The samples file with the new entry at the end of `walkSamples` and the helpers it uses imported. */
export function withWalkSample(text: string, sample: string, helpers: readonly string[]): string {
  const start = text.indexOf('export const walkSamples');
  const end = text.indexOf('\n};', start);
  if (start === -1 || end < start) throw new Error(`${SAMPLES_FILE} has no walkSamples object to add to`);
  let result = `${text.slice(0, end)}\n${sample}${text.slice(end)}`;
  result = result.replace(/import \{([^}]*)\} from '\.\/form-steps';/, (_line, names: string) => {
    const all = new Set([
      ...names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      ...helpers,
    ]);
    return `import { ${[...all].sort().join(', ')} } from './form-steps';`;
  });
  return result;
}

/** Whether the samples already have an entry for the segment. */
const hasSample = (text: string, segment: string) =>
  new RegExp(`^\\s+${propertyKey(segment).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\{`, 'm').test(text);

/** The seed stub and the walk sample of a scaffolded resource, with what to check in each. */
export function scaffoldExtras(
  contract: Contract,
  manifest: Manifest,
  scaffold: Scaffold,
  existing: ExistingFiles,
): Extras {
  const { entry } = scaffold;
  const context = sampleContext(contract, manifest, scaffold);
  const files: ScaffoldFile[] = [];
  const review: ReviewPoint[] = [];
  const seedPath = seedFile(entry.segment);
  if (existing.seed) review.push({ file: seedPath, note: 'already there: no seed stub written' });
  else {
    const seed = seedStub(scaffold, context);
    files.push(seed.file);
    review.push(...seed.notes.map((note) => ({ file: seedPath, note })));
  }

  if (existing.samples === undefined)
    review.push({ file: SAMPLES_FILE, note: 'not found: write the walk sample by hand' });
  else if (hasSample(existing.samples, entry.segment))
    review.push({ file: SAMPLES_FILE, note: `already has '${entry.segment}': no walk sample written` });
  else {
    const sample = walkSample(scaffold, context);
    files.push({
      path: SAMPLES_FILE,
      content: withWalkSample(existing.samples, sample.text, sample.helpers),
    });
    review.push(
      {
        file: SAMPLES_FILE,
        note: `the walk sample of '${entry.segment}' (${sample.filled} fields typed or chosen, search '${sample.search}'): check the values pass the contract's rules; npm run test:conformance -- tests/conformance/resource-walk.spec.ts walks it once the seed has its rows`,
      },
      ...sample.notes.map((note) => ({ file: SAMPLES_FILE, note })),
    );
  }

  review.push({
    file: DOCS_FILE,
    note: `the steps after this one: npm run generate (section 4), the seed rows (section 6, 'Demo rows'), a mock definition only for a rule the generic one lacks (section 5), tests/spec-resources.ts for a resource of the product, then npm run check`,
  });
  return { files, review };
}
