import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { contractProblems } from '../../../codegen/src/contract-checks';
import { parseManifest } from '../../../codegen/src/manifest-parse';
import { applyScaffold } from '../../../codegen/src/scaffold/apply';

/**
 * `npm run scaffold -- <recurso>`: the manifest entry of a resource the contract has and the manifest
 * not yet (moedas in contract-fixture/), written into the manifest's text so that it passes the checks of
 * `npm run generate` at once.
 */

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url)), 'utf8');
const manifestText = fixture('resources.yaml');
const contract = () => new Contract(parse(fixture('openapi.yaml')) as OpenApiDocument);

/** The fixture contract with the moedas operations under another tag (câmbio). */
function taggedCambio(): Contract {
  const document = parse(
    fixture('openapi.yaml').replaceAll('tags: [moedas]', 'tags: [cambio]'),
  ) as OpenApiDocument;
  return new Contract(document);
}

function scaffolded(target = 'moedas', from = contract()) {
  const { scaffold, text, left } = applyScaffold(manifestText, from, target);
  return { result: scaffold, text, left, manifest: parseManifest(parse(text)) };
}

describe('npm run scaffold', () => {
  it('writes an entry that the manifest schema and the contract checks accept as it is', () => {
    const { manifest, left } = scaffolded();
    expect(manifest.resources.map((resource) => resource.segment)).toEqual(['paises', 'moedas']);
    expect(left).toEqual([]);
    expect(contractProblems(manifest, contract())).toEqual([]);
  });

  it('leaves a property no kind fits to the developer, and says what generate will say', () => {
    const document = parse(fixture('openapi.yaml')) as OpenApiDocument;
    const input = document.components?.schemas?.MoedaInput;
    if (input?.properties) input.properties.metadados = { type: 'object' };
    const { left, result } = scaffolded('moedas', new Contract(document));
    expect(result.notes).toContain(
      `moedas.form 'metadados': no field kind fits 'metadados' ("object"): write its field by hand`,
    );
    expect(left).toEqual([
      "moedas.form.sections: the contract's MoedaInput has property 'metadados' with no form field: add it to moedas.form.sections",
    ]);
  });

  it("takes a phone by its name, not for a code of its digits' pattern", () => {
    const document = parse(fixture('openapi.yaml')) as OpenApiDocument;
    const input = document.components?.schemas?.MoedaInput;
    if (input?.properties) input.properties.telefoneContato = { type: 'string', pattern: '^[0-9]{10,11}$' };
    const { entry } = scaffolded('moedas', new Contract(document)).result;
    const fields = entry.form.sections.flatMap((section) => section.fields);
    expect(fields.find((field) => field.name === 'telefoneContato')?.kind).toBe('phone');
  });

  it('finds the resource by its API prefix or by its tag, with its operations and schemas', () => {
    for (const [target, from] of [
      ['moedas', contract()],
      ['cambio', taggedCambio()],
    ] as const) {
      const { entry } = scaffolded(target, from).result;
      expect(entry.recurso).toBe('moedas');
      expect(entry.api).toEqual({
        tag: target,
        model: 'Moeda',
        input: 'MoedaInput',
        list: 'listaMoedas',
        get: 'buscaMoeda',
        create: 'criaMoeda',
        update: 'alteraMoeda',
        createBody: 'CriaMoedaBody',
        updateBody: 'AlteraMoedaBody',
      });
    }
  });

  it('names the resource from the contract: title, summaries, the created response, the tag', () => {
    const { entry } = scaffolded().result;
    expect(entry).toMatchObject({
      segment: 'moedas',
      idParam: 'moedaId',
      singular: 'moeda',
      plural: 'Moedas',
      gender: 'f',
      recurso: 'moedas',
      permission: 'MOEDA',
      flags: { view: 'Moedas', one: 'Moeda' },
      hub: { group: 'cadastros-gerais', description: 'Moedas (códigos ISO 4217)' },
      recordLabel: 'nome',
      defaultSort: 'nome,asc',
    });
  });

  it('infers each field kind from the contract: patterns, formats, enums, numbers, references', () => {
    const fields = scaffolded().manifest.resources[1].form.sections.flatMap((section) => section.fields);
    expect(Object.fromEntries(fields.map((field) => [field.name, field.kind]))).toEqual({
      codigo: 'upperCode', // ^[A-Z]{3}$
      nome: 'upper', // 'gravado em maiúsculas'
      simbolo: 'text',
      tipo: 'enum',
      casasDecimais: 'integer',
      cotacao: 'decimal',
      paisId: 'reference',
      lancamento: 'date',
      site: 'url',
      emailBancoCentral: 'email',
      digital: 'boolean',
      observacao: 'textarea', // maxLength 1000
    });
    expect(fields.find((field) => field.name === 'codigo')).toMatchObject({
      label: 'Código ISO',
      required: true,
      maxLength: 3,
    });
    expect(fields.find((field) => field.name === 'cotacao')).toMatchObject({ decimals: 4, min: 0 });
    expect(fields.find((field) => field.name === 'paisId')).toMatchObject({
      reference: 'paises',
      display: 'pais.nome',
    });
  });

  it('labels enum values from the contract’s description and filters by every list parameter', () => {
    const { manifest } = scaffolded();
    expect(manifest.enums.TipoMoeda).toEqual({
      type: 'TipoMoeda',
      options: [
        { value: 'FIDUCIARIA', label: 'Moeda fiduciária' },
        { value: 'DIGITAL', label: 'Moeda digital de banco central' },
      ],
    });
    expect(manifest.resources[1].list.filters.map((filter) => [filter.name, filter.kind])).toEqual([
      ['codigo', 'upperCode'],
      ['tipo', 'enum'],
      ['paisId', 'reference'],
      ['digital', 'boolean'],
    ]);
  });

  it('keeps the manifest’s text and comments, adding the entry at the end of resources', () => {
    const { text } = scaffolded();
    const before = manifestText.split('\n').filter(Boolean);
    const after = text.split('\n');
    let position = 0;
    for (const line of before) {
      position = after.indexOf(line, position);
      expect(position, line).toBeGreaterThanOrEqual(0);
    }
    expect(
      text
        .trimEnd()
        .endsWith('- { name: observacao, label: Observação, kind: textarea, maxLength: 1000, span: 12 }'),
    ).toBe(true);
  });

  it('tells the reviewer what it guessed', () => {
    const { notes } = scaffolded().result;
    expect(notes).toEqual(
      expect.arrayContaining([
        "moedas.form 'site': label 'Site' derived from the name: check accents (the contract has no title or short description)",
        expect.stringMatching(/^permission prefix MOEDA .*the product specification/),
        expect.stringMatching(/^hub: group 'cadastros-gerais'/),
      ]),
    );
  });

  it('refuses a resource the manifest already has, and one the contract does not have', () => {
    expect(() => scaffolded('paises')).toThrow(
      "'paises' is already in codegen/resources.yaml (segment paises): edit its entry instead",
    );
    expect(() => scaffolded('veiculos')).toThrow(
      /'veiculos' is neither a value of the contract's Recurso enum \(paises, moedas\) nor a tag/,
    );
  });
});
