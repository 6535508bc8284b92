import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { apiConventions, apiExceptions } from '../../../codegen/src/conventions';
import { Contract, type OpenApiDocument } from '../../../codegen/src/contract';
import { ManifestError, parseManifest } from '../../../codegen/src/manifest-parse';
import { applyScaffold } from '../../../codegen/src/scaffold/apply';
import { edit, fixtureData, readYaml, ROOT } from './support';

function problems(data: unknown): readonly string[] {
  try {
    parseManifest(data);
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

const FULL_API = ['tag', 'input', 'list', 'get', 'create', 'update', 'createBody', 'updateBody'] as const;

describe('manifest conventions', () => {
  it('derives the orval names from recurso and model', () => {
    expect(apiConventions('aliquotas-icms', 'AliquotaIcms')).toEqual({
      tag: 'aliquotas-icms',
      input: 'AliquotaIcmsInput',
      list: 'listaAliquotasIcms',
      get: 'buscaAliquotaIcms',
      create: 'criaAliquotaIcms',
      update: 'alteraAliquotaIcms',
      createBody: 'CriaAliquotaIcmsBody',
      updateBody: 'AlteraAliquotaIcmsBody',
    });
  });

  it('fills in the api names a resource does not write, and keeps those it writes', () => {
    const data = fixtureData();
    for (const key of FULL_API) edit.set(data, `resources[0].api.${key}`, undefined);
    edit.set(data, 'resources[0].api.list', 'listaTodasCidades');
    const { api } = parseManifest(data).resources[0];
    expect(api).toEqual({
      ...apiConventions('cidades', 'Cidade'),
      list: 'listaTodasCidades',
      model: 'Cidade',
    });
  });

  it('gives a picker source the names of the resource it lists, and asks for them when there is none', () => {
    const data = fixtureData();
    edit.set(data, 'references.cidades', { label: 'nome' });
    edit.set(data, 'references.nada', { label: 'nome' });
    expect(problems(data)).toEqual([
      "references.nada: no resource with segment 'nada' to take tag, model, list, get from: write them",
    ]);
    edit.set(data, 'references.nada', undefined);
    expect(parseManifest(data).references.cidades).toEqual({
      tag: 'cidades',
      model: 'Cidade',
      list: 'listaCidades',
      get: 'buscaCidade',
      label: 'nome',
    });
  });

  it('takes a configuration page with hasConfig only', () => {
    const data = fixtureData();
    edit.set(data, 'resources[0].config', { form: 'fiscal' });
    expect(problems(data)).toEqual([
      'resources[0].config: only a resource with hasConfig takes `config` (its configuration page)',
    ]);
  });

  it("derives a configuration page's operations from the model, takes its form's sections, and asks for a known form", () => {
    const config = parseManifest(fixtureData()).resources[1].config;
    expect(config).toMatchObject({
      get: 'buscaConfiguracoesEmpresa',
      update: 'alteraConfiguracoesEmpresa',
      body: 'AlteraConfiguracoesEmpresaBody',
      form: 'fiscal',
      extraSections: [{ component: 'CustomerCertificateSection' }],
    });
    expect(config?.formSections.map((section) => section.title)).toEqual(['Ambiente', 'Emissão']);
    const data = fixtureData();
    edit.set(data, 'resources[1].config.form', 'nenhum');
    expect(problems(data)).toEqual(['resources[1].config.form: unknown configuration form "nenhum"']);
  });

  it('codegen/resources.yaml writes no api name or picker source name equal to its convention', () => {
    const written = readYaml(`${ROOT}codegen/resources.yaml`) as {
      references: Record<string, Record<string, unknown>>;
      resources: Array<{ recurso: string; api: Record<string, unknown> }>;
    };
    for (const resource of written.resources) {
      const conventions = apiConventions(resource.recurso, resource.api.model as string);
      for (const key of FULL_API)
        expect(resource.api[key], `${resource.recurso}.api.${key}`).not.toBe(conventions[key]);
    }
    const manifest = parseManifest(written);
    for (const [name, reference] of Object.entries(written.references)) {
      const listed = manifest.resources.find((resource) => resource.segment === name)?.api;
      for (const key of ['tag', 'model', 'list', 'get'] as const)
        if (listed) expect(reference[key], `references.${name}.${key}`).not.toBe(listed[key]);
    }
  });

  it('npm run scaffold writes only the api names that differ from the convention', () => {
    const fixture = (name: string) =>
      readFileSync(fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url)), 'utf8');
    const contract = new Contract(parse(fixture('openapi.yaml')) as OpenApiDocument);
    const { text, scaffold } = applyScaffold(fixture('resources.yaml'), contract, 'moedas');
    expect(text).toContain('    api: { model: Moeda }\n');
    expect(apiExceptions(scaffold.entry.recurso, scaffold.entry.api)).toEqual({ model: 'Moeda' });
    const renamed = new Contract(
      parse(fixture('openapi.yaml').replaceAll('tags: [moedas]', 'tags: [cambio]')) as OpenApiDocument,
    );
    expect(applyScaffold(fixture('resources.yaml'), renamed, 'cambio').text).toContain(
      '    api: { model: Moeda, tag: cambio }\n',
    );
  });
});
