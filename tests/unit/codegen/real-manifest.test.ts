import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Recurso } from '@generated/api/model';
import { pascalCase } from '../../../codegen/src/expressions';
import { kindRow } from '../../../codegen/src/field-kinds';
import type { FormFieldEntry, ResourceEntry } from '../../../codegen/src/manifest-schema';
import { paramsTypeOf, queryOptionsOf } from '../../../codegen/src/templates/shared';
import { readYaml, realManifest, ROOT } from './support';
import { SPEC_RESOURCE_PARAMS } from '../../spec-resources';

/**
 * codegen/resources.yaml against the contract and the app: a manifest that drifts from openapi/ (a new
 * input property, a renamed operation, a new list filter or enum value) fails here.
 */

interface JsonSchema {
  $ref?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface Operation {
  operationId?: string;
  parameters?: Array<{ name?: string; schema?: { pattern?: string } }>;
}

const manifest = realManifest();
const schemas = (
  readYaml(`${ROOT}generated/openapi.yaml`) as { components: { schemas: Record<string, JsonSchema> } }
).components.schemas;
const zodModules = import.meta.glob<Record<string, unknown>>('/generated/zod/*/*.ts');
const text = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const modelText = readdirSync(`${ROOT}generated/api/model`)
  .map((name) => text(`generated/api/model/${name}`))
  .join('\n');

function resolveRef(schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref?.replace('#/components/schemas/', '');
  return ref ? schemas[ref] : schema;
}

async function zodOf(tag: string): Promise<Record<string, unknown>> {
  const load = zodModules[`/generated/zod/${tag}/${tag}.ts`];
  if (!load) throw new Error(`no generated/zod/${tag}`);
  return load();
}

/** The body schema the form validates (the `dados` part of a multipart body). */
async function inputSchema(resource: ResourceEntry, body: string): Promise<z.ZodObject> {
  const schema = (await zodOf(resource.api.tag))[body] as z.ZodObject;
  const data = resource.api.multipart?.data;
  return data ? (schema.shape[data] as z.ZodObject) : schema;
}

/** Form fields that are part of the JSON input (an image travels apart). */
function inputFields(resource: ResourceEntry): FormFieldEntry[] {
  return resource.form.sections
    .flatMap((section) => section.fields)
    .filter((field) => field.kind !== 'image');
}

const exportsName = (source: string, name: string) =>
  new RegExp(`export (const|function|interface|type) ${name}\\b`).test(source);

describe('codegen/resources.yaml', () => {
  it('declares the 18 resources of SPEC §2', () => {
    expect(manifest.resources.map((resource) => `${resource.segment}:${resource.idParam}`)).toEqual(SPEC_RESOURCE_PARAMS);
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

  it.each(manifest.resources.map((resource) => [resource.segment, resource] as const))(
    '%s: the form has exactly the properties of the input schema (create and update)',
    async (_segment, resource) => {
      const names = inputFields(resource)
        .map((field) => field.name)
        .sort();
      for (const body of [resource.api.createBody, resource.api.updateBody]) {
        expect(Object.keys((await inputSchema(resource, body)).shape).sort()).toEqual(names);
      }
    },
  );

  it('marks required fields, lengths and bounds as the contract does', () => {
    const mismatches: string[] = [];
    const compare = (where: string, what: string, manifestValue: unknown, contractValue: unknown) => {
      if (manifestValue !== contractValue)
        mismatches.push(`${where}.${what}: ${String(manifestValue)} ≠ ${String(contractValue)}`);
    };
    const compareField = (
      where: string,
      field: FormFieldEntry | NonNullable<FormFieldEntry['rowFields']>[number],
      schema: JsonSchema,
    ) => {
      const property = resolveRef(schema.properties?.[field.name]) ?? {};
      compare(where, 'required', field.required ?? false, (schema.required ?? []).includes(field.name));
      if (property.maxLength !== undefined) compare(where, 'maxLength', field.maxLength, property.maxLength);
      if (field.min !== undefined) compare(where, 'min', field.min, property.minimum);
      if (field.max !== undefined) compare(where, 'max', field.max, property.maximum);
    };
    for (const resource of manifest.resources) {
      const schema = schemas[resource.api.input];
      for (const field of inputFields(resource)) {
        const where = `${resource.segment}.${field.name}`;
        compareField(where, field, schema);
        const items = resolveRef(resolveRef(schema.properties?.[field.name])?.items);
        for (const row of field.rowFields ?? []) {
          if (!items?.properties?.[row.name]) mismatches.push(`${where}.${row.name}: not in the row schema`);
          else compareField(`${where}.${row.name}`, row, items);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each(manifest.resources.map((resource) => [resource.segment, resource] as const))(
    '%s: the advanced filters are exactly the typed filters of the list call',
    async (_segment, resource) => {
      const common = new Set(['limitePagina', 'pagina', 'filtros', 'situacao', 'ordenacao']);
      const query = (await zodOf(resource.api.tag))[
        `${pascalCase(resource.api.list)}QueryParams`
      ] as z.ZodObject;
      const params = Object.keys(query.shape).filter((name) => !common.has(name));
      expect(resource.list.filters.map((filter) => filter.name).sort()).toEqual(params.sort());
    },
  );

  it('upper-cases the filters whose contract pattern takes capitals only (sigla, rodovia)', () => {
    const paths = (
      readYaml(`${ROOT}generated/openapi.yaml`) as { paths: Record<string, Record<string, Operation>> }
    ).paths;
    const operations = Object.values(paths).flatMap((path) => Object.values(path));
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const resource of manifest.resources) {
      const operation = operations.find((item) => item.operationId === resource.api.list);
      for (const filter of resource.list.filters) {
        const pattern = operation?.parameters?.find((parameter) => parameter.name === filter.name)?.schema
          ?.pattern;
        if (!pattern || !/A-Z/.test(pattern) || /a-z/.test(pattern)) continue;
        checked.push(`${resource.segment}.${filter.name}`);
        if (kindRow(filter.kind).filter !== 'upper')
          wrong.push(`${resource.segment}.${filter.name}: ${filter.kind}`);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['paises.sigla', 'pracas-pedagio.rodovia']));
    expect(wrong).toEqual([]);
  });

  it("labels every value of the contract's enumerations", () => {
    for (const [name, definition] of Object.entries(manifest.enums)) {
      if (!definition.type) continue;
      const values = definition.options.map((option) => option.value);
      expect({ name, values: [...values].sort() }).toEqual({
        name,
        values: [...(schemas[definition.type].enum ?? [])].sort(),
      });
    }
  });

  it('takes the reference pickers of SPEC §5 from active records with the fixed params', () => {
    expect(manifest.references.empresas.params).toEqual({ acessoLimitado: false });
    expect(manifest.references.permissoes.params).toEqual({ admin: true, ordenacao: 'descricao,asc' });
  });
});
