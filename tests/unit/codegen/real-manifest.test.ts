import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Recurso } from '@generated/api/model';
import { readContract } from '../../../codegen/src/contract';
import {
  capitalsOnlyFilters,
  constraintProblems,
  enumProblems,
  filterProblems,
  formProblems,
  operationProblems,
  readPathProblems,
  recursoProblems,
  upperFilterProblems,
} from '../../../codegen/src/contract-checks';
import { paramsTypeOf, queryOptionsOf } from '../../../codegen/src/templates/shared';
import { realManifest, ROOT } from './support';
import { SPEC_RESOURCE_PARAMS } from '../../spec-resources';

/**
 * codegen/resources.yaml against the contract and the app: a manifest that drifts from openapi/ (a new
 * input property, a renamed operation, a new list filter or enum value) fails here. The checks against the
 * contract are the ones `npm run generate` runs (codegen/src/contract-checks.ts; their messages are
 * proven in contract-checks.test.ts); the others look at what orval and the generator wrote.
 */

const manifest = realManifest();
const contract = await readContract(ROOT);
const text = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const modelText = readdirSync(`${ROOT}generated/api/model`)
  .map((name) => text(`generated/api/model/${name}`))
  .join('\n');

const exportsName = (source: string, name: string) =>
  new RegExp(`export (const|function|interface|type) ${name}\\b`).test(source);

describe('codegen/resources.yaml', () => {
  it('declares the 18 resources of the product', () => {
    expect(manifest.resources.map((resource) => `${resource.segment}:${resource.idParam}`)).toEqual(
      SPEC_RESOURCE_PARAMS,
    );
  });

  it("uses every API prefix of the contract's Recurso enum once", () => {
    expect(manifest.resources.map((resource) => resource.recurso).sort()).toEqual(
      Object.values(Recurso).sort(),
    );
  });

  it('names operations, bodies and models that orval generated', () => {
    const missing: string[] = [];
    const check = (source: string, file: string, name: string) => {
      if (!exportsName(source, name)) missing.push(`${file}: ${name}`);
    };
    for (const { api } of manifest.resources) {
      const apiFile = `generated/api/${api.tag}/${api.tag}.ts`;
      const zodFile = `generated/zod/${api.tag}/${api.tag}.ts`;
      const [apiText, zodText] = [text(apiFile), text(zodFile)];
      for (const name of [
        api.list,
        api.get,
        api.create,
        api.update,
        queryOptionsOf(api.list),
        queryOptionsOf(api.get),
      ]) {
        check(apiText, apiFile, name);
      }
      for (const name of [api.createBody, api.updateBody]) check(zodText, zodFile, name);
      for (const name of [api.model, api.input, paramsTypeOf(api.list)])
        check(modelText, 'generated/api/model', name);
    }
    for (const [name, reference] of Object.entries(manifest.references)) {
      const apiFile = `generated/api/${reference.tag}/${reference.tag}.ts`;
      for (const operation of [reference.list, reference.get])
        check(text(apiFile), `references.${name}`, operation);
      check(modelText, `references.${name}`, reference.model);
    }
    expect(missing).toEqual([]);
  });

  it('names operations and schemas of the contract, and uses every value of its Recurso enum', () => {
    expect([...operationProblems(manifest, contract), ...recursoProblems(manifest, contract)]).toEqual([]);
  });

  it.each(manifest.resources.map((resource) => [resource.segment, resource] as const))(
    '%s: the form has exactly the properties of the input schema (create and update)',
    (_segment, resource) => {
      expect(formProblems(resource, contract)).toEqual([]);
    },
  );

  it('marks required fields, lengths and bounds as the contract does', () => {
    expect(manifest.resources.flatMap((resource) => constraintProblems(resource, contract))).toEqual([]);
  });

  it.each(manifest.resources.map((resource) => [resource.segment, resource] as const))(
    '%s: the advanced filters are exactly the typed filters of the list call',
    (_segment, resource) => {
      expect(filterProblems(resource, contract)).toEqual([]);
    },
  );

  it('servidores: refuses a filter listaServidores does not take, and a parameter it takes with no filter', () => {
    const servidores = manifest.resources.find((resource) => resource.segment === 'servidores')!;
    const { filters } = servidores.list;
    const withFilters = (list: typeof filters) => ({
      ...servidores,
      list: { ...servidores.list, filters: list },
    });
    const region = { ...filters[1], name: 'regiao', label: 'Região' };
    expect(filterProblems(withFilters([...filters, region]), contract)).toEqual([
      "servidores.list.filters[2] 'regiao' is not a query parameter of the contract's listaServidores: remove the filter or fix its name (parameters: 'comInstanciaNuvem', 'endereco')",
    ]);
    expect(filterProblems(withFilters(filters.slice(0, 1)), contract)).toEqual([
      "servidores.list.filters: the contract's listaServidores has query parameter 'endereco' with no filter: add it to servidores.list.filters",
    ]);
  });

  it('upper-cases the filters whose contract pattern takes capitals only (sigla, rodovia)', () => {
    const checked = manifest.resources.flatMap((resource) =>
      capitalsOnlyFilters(resource, contract).map((name) => `${resource.segment}.${name}`),
    );
    expect(checked).toEqual(expect.arrayContaining(['paises.sigla', 'pracas-pedagio.rodovia']));
    expect(manifest.resources.flatMap((resource) => upperFilterProblems(resource, contract))).toEqual([]);
  });

  it('reads columns, view fields, displays and record labels from paths of the read model', () => {
    expect(manifest.resources.flatMap((resource) => readPathProblems(resource, contract))).toEqual([]);
  });

  it("labels every value of the contract's enumerations", () => {
    expect(enumProblems(manifest, contract)).toEqual([]);
  });

  it('takes the reference pickers from active records with the fixed params', () => {
    expect(manifest.references.empresas.params).toEqual({ acessoLimitado: false });
    expect(manifest.references.permissoes.params).toEqual({ admin: true, ordenacao: 'descricao,asc' });
  });
});
