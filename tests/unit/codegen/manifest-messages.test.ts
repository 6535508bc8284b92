import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/src/cli';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { contractProblems } from '../../../codegen/src/contract-checks';
import { ManifestError } from '../../../codegen/src/manifest-parse';
import { ManifestSource } from '../../../codegen/src/manifest-source';
import { RuleRegistryError } from '../../../codegen/src/rule-checks';
import { readYaml } from './support';

/**
 * What `npm run generate` says about a mistake in codegen/resources.yaml: where it is (file:line:col, which
 * editors open at the spot), the resource by its segment rather than its index among the resources, and
 * the nearest known name when the mistake looks like a slip.
 */

/** A small manifest that agrees with the contract fixture (contract-fixture/openapi.yaml, países). */
const VALID = `groups:
  - { id: cadastros-gerais, label: Cadastros gerais, icon: pi pi-book }

enums:
  Continente:
    options:
      - { value: AMERICA, label: América }
      - { value: EUROPA, label: Europa }

resources:
  - segment: paises
    idParam: countryId
    singular: país
    plural: Países
    gender: m
    recurso: paises
    permission: PAIS
    flags: { view: Countries, one: Country }
    hub: { group: cadastros-gerais, icon: pi pi-globe, description: Países com código BACEN }
    api: { model: Pais }
    recordLabel: nome
    defaultSort: nome,asc
    list:
      columns:
        - { field: nome, header: Nome, sortable: true }
        - { field: sigla, header: Sigla, sortable: true }
      filters:
        - { name: sigla, label: Sigla, kind: upperCode, maxLength: 2 }
    form:
      sections:
        - title: Dados gerais
          fields:
            - { name: nome, label: Nome, kind: upper, required: true, maxLength: 120 }
            - { name: sigla, label: Sigla, kind: upperCode, required: true }
`;

/** VALID with `from` replaced by `to` (the text must be there once). */
function mistake(from: string, to: string, text = VALID): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/** `codegen/resources.yaml:line:col` of the first `needle` in `text` (where the message must point). */
function at(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  expect(offset).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, offset).split('\n');
  return `codegen/resources.yaml:${before.length}:${before.at(-1)!.length + 1}`;
}

/** The problems of the manifest's shape and rules, as `npm run generate` prints them. */
function problems(text: string): readonly string[] {
  try {
    new ManifestSource(text).parse();
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

function fixtureContract(): Contract {
  const path = fileURLToPath(new URL('./contract-fixture/openapi.yaml', import.meta.url));
  const document = readYaml(path) as OpenApiDocument & {
    components: { schemas: Record<string, { enum?: string[] }> };
  };
  // Without moedas, which the fixture's contract has and this manifest does not.
  document.components.schemas.Recurso.enum = ['paises'];
  return new Contract(document);
}

/** The differences from the contract fixture, each with its place in the file. */
function contractMessages(text: string): string[] {
  const source = new ManifestSource(text);
  return contractProblems(source.parse(), fixtureContract()).map((problem) => source.locate(problem));
}

describe('manifest messages: file:line:col, the resource by segment, did you mean', () => {
  it('finds nothing to say about the valid manifest', () => {
    expect(problems(VALID)).toEqual([]);
    expect(contractMessages(VALID)).toEqual([]);
  });

  it('names an unknown kind at its line, with the kind meant', () => {
    const text = mistake('kind: upper,', 'kind: uper,');
    expect(problems(text)).toEqual([
      `${at(text, 'kind: uper')}: paises.form.sections[0].fields[0].kind: unknown kind "uper" (did you mean "upper"?)`,
    ]);
  });

  it('points at an unknown key itself and offers the key of that entry it is closest to', () => {
    const text = mistake(
      '{ field: sigla, header: Sigla, sortable: true }',
      '{ field: sigla, header: Sigla, sortabel: true }',
    );
    expect(problems(text)).toEqual([
      `${at(text, 'sortabel')}: paises.list.columns[1]: unknown key "sortabel" (did you mean "sortable"?)`,
    ]);
  });

  it('offers the names an entry may refer to: enums, groups', () => {
    const text = mistake(
      'kind: upperCode, required: true }',
      'kind: enum, enum: Continent, required: true }',
      mistake('hub: { group: cadastros-gerais,', 'hub: { group: cadastros-gerai,'),
    );
    expect(problems(text)).toEqual([
      `${at(text, 'enum: Continent')}: paises.form.sections[0].fields[1].enum: unknown enum "Continent" (did you mean "Continente"?)`,
      `${at(text, 'group: cadastros-gerai,')}: paises.hub.group: unknown group "cadastros-gerai" (did you mean "cadastros-gerais"?)`,
    ]);
  });

  it('names a value of a short set that is not close to any by the whole set', () => {
    const text = mistake('gender: m', 'gender: x');
    expect(problems(text)).toEqual([
      `${at(text, 'gender')}: paises.gender: unknown gender "x" (expected one of f, m)`,
    ]);
  });

  it('names a missing key at the entry that lacks it', () => {
    const text = mistake('    idParam: countryId\n', '');
    expect(problems(text)).toEqual([
      `${at(text, 'segment: paises')}: paises.idParam: missing \`idParam\` (string)`,
    ]);
  });

  it('keeps the index where the segment does not tell the resources apart', () => {
    const second = VALID.slice(VALID.indexOf('  - segment: paises'));
    const found = problems(`${VALID}${second}`);
    expect(found).toContainEqual(
      expect.stringMatching(/^codegen\/resources\.yaml:11:5: resources\[0\]: duplicate segment "paises"/),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^codegen\/resources\.yaml:\d+:5: resources\[1\]: duplicate segment "paises"/),
    );
  });

  it('says a YAML syntax error with the file, line and column, and no stack trace', () => {
    const text = mistake('kind: upper,', 'kind: upper: x,');
    const found = problems(text);
    expect(found).toEqual([
      `${at(text, 'upper: x')}: YAML syntax error: Block collections are not allowed within flow collections`,
    ]);
    expect(found.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('says a mistyped model in one line, not once more for each name that follows from it', () => {
    const text = mistake('api: { model: Pais }', 'api: { model: Paiss }');
    expect(contractMessages(text)).toEqual([
      `${at(text, 'model: Paiss')}: paises.api.model 'Paiss' is not a schema of the contract: fix paises.api.model (did you mean 'Pais'?)`,
    ]);
  });

  it('offers the contract’s operation and property nearest to a written name', () => {
    const text = mistake(
      '{ name: sigla, label: Sigla, kind: upperCode, required: true }',
      '{ name: silga, label: Sigla, kind: upperCode, required: true }',
      mistake('api: { model: Pais }', 'api: { model: Pais, get: buscaPai }'),
    );
    expect(contractMessages(text)).toEqual([
      `${at(text, 'get: buscaPai')}: paises.api.get 'buscaPai' is not an operation of the contract: fix paises.api.get (did you mean 'buscaPais'?)`,
      `${at(text, 'sections:')}: paises.form.sections: the contract's PaisInput has property 'sigla' with no form field: add it to paises.form.sections`,
      `${at(text, '{ name: silga')}: paises.form.sections[0].fields[1] 'silga' is not a property of the contract's PaisInput: remove the field or fix its name (did you mean 'sigla'?)`,
    ]);
  });

  it('maps the place a contract message names to the manifest path', () => {
    const source = new ManifestSource(VALID);
    expect(source.pathOf("paises.form.sections[0].fields[1] 'sigla' …")).toEqual([
      'resources',
      0,
      'form',
      'sections',
      0,
      'fields',
      1,
    ]);
    expect(source.pathOf('paises: the contract’s PaisInput …')).toEqual(['resources', 0]);
    expect(source.pathOf("enums.Continente.options: 'X' …")).toEqual(['enums', 'Continente', 'options']);
    expect(source.pathOf("the contract's Recurso enum has 'moedas' …")).toBeUndefined();
    expect(source.where(['resources', 0, 'list', 'columns', 1])).toBe('paises.list.columns[1]');
  });
});

describe('codegen on the manifest file', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  async function rootWith(manifest: string): Promise<string> {
    root = await mkdtemp(join(tmpdir(), 'codegen-messages-'));
    await mkdir(join(root, 'codegen'));
    await mkdir(join(root, 'generated'));
    await writeFile(join(root, 'codegen/resources.yaml'), manifest);
    const contract = await readFile(
      fileURLToPath(new URL('./contract-fixture/openapi.yaml', import.meta.url)),
      'utf8',
    );
    await writeFile(
      join(root, 'generated/openapi.yaml'),
      contract.replace('enum: [paises, moedas]', 'enum: [paises]'),
    );
    return root;
  }

  it('reads codegen/resources.yaml and says each problem at its line, writing nothing', async () => {
    const text = mistake('kind: upper,', 'kind: uper,');
    const failure = await generate(await rootWith(text)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ManifestError);
    expect((failure as ManifestError).problems).toEqual([
      `${at(text, 'kind: uper')}: paises.form.sections[0].fields[0].kind: unknown kind "uper" (did you mean "upper"?)`,
    ]);
    expect(await readdir(join(root, 'generated'))).toEqual(['openapi.yaml']);
  });

  it("stops on the contract's x-regra names that differ from the rule registry, nothing written", async () => {
    const failure = await generate(await rootWith(VALID), { check: true, rules: ['regra-sem-uso'] }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RuleRegistryError);
    expect((failure as RuleRegistryError).problems).toEqual([
      "src/lib/validation/contract-rules.ts: rule 'regra-sem-uso' is carried by no property of the contract: give the property it checks x-regra: regra-sem-uso, or remove the rule",
      "openapi/openapi.yaml x-regras.regras: rule 'regra-sem-uso' is not described: add it, in pt-BR, with its message",
    ]);
    expect(await readdir(join(root, 'generated'))).toEqual(['openapi.yaml']);
  });

  it('--check only checks: the manifest against the contract, nothing written', async () => {
    // The fixture contract carries no x-regra, so it is checked against an empty rule registry.
    const summary = await generate(await rootWith(VALID), { check: true, rules: [] });
    expect(summary).toMatch(/^codegen: 1 resources checked against the contract in \d+ ms$/);
    expect(await readdir(join(root, 'generated'))).toEqual(['openapi.yaml']);
  });
});
