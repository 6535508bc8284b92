import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kindDefinition } from '@/kit/kinds/definitions';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import type { WrittenFormField } from '../../../codegen/src/manifest-schema';
import { applyScaffold } from '../../../codegen/src/scaffold/apply';
import {
  SAMPLES_FILE,
  scaffoldExtras,
  withWalkSample,
  type ExistingFiles,
} from '../../../codegen/src/scaffold/extras';
import { reviewLines } from '../../../codegen/src/scaffold/review';
import { valueOf, WALK, type SampleContext } from '../../../codegen/src/scaffold/samples';
import { ROOT } from './support';

/**
 * `npm run scaffold`: besides the manifest entry, the seed stub of the mock database and the resource
 * walk's sample, with the review list naming what is still to check in each file (issue 36).
 */

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url)), 'utf8');
const samplesText = readFileSync(`${ROOT}${SAMPLES_FILE}`, 'utf8');

function extras(existing: ExistingFiles = { seed: false, samples: samplesText }) {
  const contract = new Contract(parse(fixture('openapi.yaml')) as OpenApiDocument);
  const { scaffold, manifest } = applyScaffold(fixture('resources.yaml'), contract, 'moedas');
  return { scaffold, ...scaffoldExtras(contract, manifest, scaffold, existing) };
}

/** TypeScript's syntax errors of a file (types are not checked: generated/ has no moedas). */
function syntaxErrors(path: string, content: string): string[] {
  const output = ts.transpileModule(content, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return (output.diagnostics ?? []).map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
}

/** The records a seed stub exports, evaluated. */
function seedRecords(content: string): Array<Record<string, unknown>> {
  const { outputText } = ts.transpileModule(content, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  new Function('exports', outputText)(exports);
  return Object.values(exports)[0] as Array<Record<string, unknown>>;
}

describe('npm run scaffold: the seed stub', () => {
  it('is a typed file of three records with every required field, valid as the contract says', () => {
    const { files, scaffold } = extras();
    const seed = files.find((file) => file.path === 'mocks/db/data/moedas.ts');
    expect(seed?.content).toContain("import type { MoedaInput } from '@generated/api/model';");
    expect(seed?.content).toContain('export const MOEDAS: readonly MoedaInput[] = [');
    expect(syntaxErrors('moedas.ts', seed?.content ?? '')).toEqual([]);
    const records = seedRecords(seed?.content ?? '');
    expect(records).toHaveLength(3);
    const fields = scaffold.entry.form.sections.flatMap((section) => section.fields);
    for (const record of records) {
      for (const field of fields.filter((item) => item.required)) expect(record).toHaveProperty(field.name);
      expect(record.codigo).toMatch(/^[A-Z]{3}$/);
      expect(record.tipo).toMatch(/^(FIDUCIARIA|DIGITAL)$/);
      expect(record.casasDecimais).toBeGreaterThanOrEqual(0);
      expect(record.casasDecimais).toBeLessThanOrEqual(4);
    }
    expect(new Set(records.map((record) => record.codigo)).size).toBe(3);
  });

  it('is not written over a file that is there', () => {
    const { files, review } = extras({ seed: true, samples: samplesText });
    expect(files.map((file) => file.path)).toEqual([SAMPLES_FILE]);
    expect(review).toContainEqual({
      file: 'mocks/db/data/moedas.ts',
      note: 'already there: no seed stub written',
    });
  });
});

describe('npm run scaffold: the resource walk sample', () => {
  it('adds an entry that types or chooses each field, and imports the steps it uses', () => {
    const { files } = extras();
    const samples = files.find((file) => file.path === SAMPLES_FILE)?.content ?? '';
    expect(syntaxErrors('samples.ts', samples)).toEqual([]);
    const entry = samples.slice(samples.indexOf('  moedas: {'), samples.lastIndexOf('\n};'));
    // The file as it was but for the imports, and the new entry at the end of walkSamples.
    const withoutImports = (text: string) => text.replace(/^import \{[^}]*\} from '\.\/form-steps';$/m, '');
    expect(withoutImports(samples).replace(`${entry}\n`, '')).toBe(withoutImports(samplesText));
    expect(entry.split('\n')).toEqual([
      '  moedas: {',
      "    search: 'MOEDA PASSEIO',",
      "    edited: 'Nome da moeda',",
      '    fill: async (page, form) => {',
      "      await type(form, 'Código ISO', 'KRY');",
      "      await type(form, 'Nome da moeda', 'MOEDA PASSEIO COMPLETO');",
      "      await type(form, 'Símbolo', 'Simbo');",
      "      await choose(page, form, 'Natureza da moeda', 'Moeda fiduciária');",
      "      await typeNumber(form, 'Casas decimais', '2');",
      "      await typeNumber(form, 'Cotação em reais', '18,75');",
      "      await choose(page, form, 'País emissor');",
      "      await type(form, 'Data de lançamento', '16/03/2021');",
      "      await type(form, 'Site', 'https://passeio.retaguarda.dev');",
      "      await type(form, 'E-mail banco central', 'passeio.completo@retaguarda.dev');",
      "      await type(form, 'Observação', 'Observacao passeio');",
      '    },',
      '  },',
    ]);
    expect(samples.slice(0, samples.indexOf('\n\n'))).toContain(
      "import { addRow, choose, field, fillAddress, type, typeNumber } from './form-steps';",
    );
  });

  it('edits a text the mock keeps as typed in capitals, and imports what that needs', () => {
    const sample = [
      "import { type } from './form-steps';",
      '',
      'export const walkSamples = {',
      '  bancos: { search: "X", fill: async () => {} },',
      '};',
      '',
    ].join('\n');
    const entry = "  motoristas: {\n    search: 'MOTORISTA PASSEIO',\n  },";
    const result = withWalkSample(sample, entry, ['field', 'choose']);
    expect(result.split('\n')).toEqual([
      "import { choose, field, type } from './form-steps';",
      '',
      'export const walkSamples = {',
      '  bancos: { search: "X", fill: async () => {} },',
      '  motoristas: {',
      "    search: 'MOTORISTA PASSEIO',",
      '  },',
      '};',
      '',
    ]);
  });

  it('is not added twice, and the review says so', () => {
    const { files, review } = extras({ seed: true, samples: `${samplesText}\n  moedas: {\n` });
    expect(files).toEqual([]);
    expect(review).toContainEqual({
      file: SAMPLES_FILE,
      note: "already has 'moedas': no walk sample written",
    });
  });
});

describe('npm run scaffold: made-up values pass the kit’s own rules', () => {
  const context: SampleContext = {
    singular: 'motorista',
    person: true,
    recordLabel: 'nome',
    pattern: () => undefined,
    options: () => [{ value: 'A', label: 'A – Motos' }],
  };
  const kinds = [
    'cpf',
    'cpfCnpj',
    'phone',
    'email',
    'url',
    'ncm',
    'cfop',
    'ibge',
    'date',
    'text',
    'upper',
  ] as const;

  it.each(kinds)('%s, in the seed and the walk', (kind) => {
    const field = { name: 'x', label: 'X', kind } as WrittenFormField;
    const definition = kindDefinition(kind);
    for (const variant of [0, 1, 2, WALK]) {
      const value = valueOf(field, variant, context);
      const normalized = definition.normalize ? definition.normalize(String(value)) : value;
      expect(definition.rule?.(normalized, field as never, {}), `${kind} ${String(value)}`).toBe(undefined);
    }
  });

  it('gives people person names and e-mails, and other records their own texts', () => {
    const nome = { name: 'nome', label: 'Nome', kind: 'text' } as WrittenFormField;
    const email = { name: 'email', label: 'E-mail', kind: 'email' } as WrittenFormField;
    expect(valueOf(nome, 0, context)).toBe('Ana Paula Ferreira');
    expect(valueOf(email, 0, context)).toBe('ana.ferreira@exemplo.com.br');
    expect(valueOf(nome, WALK, context)).toBe('Motorista passeio completo');
    const vehicle = { ...context, singular: 'veículo', person: false };
    expect(valueOf(nome, 1, vehicle)).toBe('Veículo de exemplo 2');
    const validade = { name: 'validadeCnh', label: 'Validade', kind: 'date' } as WrittenFormField;
    expect(String(valueOf(validade, 0, context)) > '2026').toBe(true);
  });
});

describe('npm run scaffold: the review list', () => {
  it('names every point under its file: the entry, the mock rule, the seed stub, the walk sample, the docs', () => {
    const { review, scaffold } = extras();
    const points = [...scaffold.notes.map((note) => ({ file: 'codegen/resources.yaml', note })), ...review];
    expect([...new Set(points.map((point) => point.file))]).toEqual([
      'codegen/resources.yaml',
      'mocks/db/data/moedas.ts',
      SAMPLES_FILE,
      'docs/adding-a-resource.md',
    ]);
    expect(review).toContainEqual({
      file: 'mocks/db/data/moedas.ts',
      note: "'paisId' holds the ids 1 to 3: make them ids of seeded paises, and give the stored record the read model's object of them (see seedTollPlazas in mocks/db/seed/reference.ts)",
    });
    const written = new Map([
      ['codegen/resources.yaml', "the entry of 'moedas' above"],
      ['mocks/db/data/moedas.ts', 'seed stub'],
    ]);
    const lines = reviewLines(points, written, false);
    expect(lines[0]).toBe('Review (what is still to check, by file):');
    expect(lines).toContain("  codegen/resources.yaml (the entry of 'moedas' above, written):");
    expect(lines).toContain('  mocks/db/data/moedas.ts (seed stub, written):');
    expect(lines).toContain(`  ${SAMPLES_FILE}:`);
    expect(lines).toContain('  docs/adding-a-resource.md:');
    expect(reviewLines(points, written, true)).toContain(
      '  mocks/db/data/moedas.ts (seed stub, not written: --dry-run):',
    );
  });
});
