import { camelCase, pascalCase } from './expressions';

/**
 * The manifest's conventions: what follows from a resource's `recurso` and `api.model` (orval's names of
 * its module, types and operations, after docs/contract.md) and what a picker source takes from the
 * resource it lists. The manifest writes a name only where it differs; parsing fills in the rest, so the
 * rest of codegen sees full entries.
 *
 *   api.tag        recurso                      (orval module generated/api/<tag>/<tag>.ts)
 *   api.input      <Model>Input
 *   api.list       lista<Recurso in PascalCase> (aliquotas-icms → listaAliquotasIcms)
 *   api.get        busca<Model>
 *   api.create     cria<Model>
 *   api.update     altera<Model>
 *   api.createBody Cria<Model>Body
 *   api.updateBody Altera<Model>Body
 *   references.<name>: tag, model, list, get of the resource whose segment is <name> (or its camelCase)
 *   config.get     buscaConfiguracoes<Model>    (the configuration page's operations, in the api.tag module)
 *   config.update  alteraConfiguracoes<Model>
 *   config.body    AlteraConfiguracoes<Model>Body (its zod schema)
 */

export interface ApiNames {
  tag: string;
  model: string;
  input: string;
  list: string;
  get: string;
  create: string;
  update: string;
  createBody: string;
  updateBody: string;
}

export type ConventionalApiName = Exclude<keyof ApiNames, 'model'>;

/** The orval names a resource's `recurso` and model imply. */
export function apiConventions(recurso: string, model: string): Omit<ApiNames, 'model'> {
  return {
    tag: recurso,
    input: `${model}Input`,
    list: `lista${pascalCase(recurso)}`,
    get: `busca${model}`,
    create: `cria${model}`,
    update: `altera${model}`,
    createBody: `Cria${model}Body`,
    updateBody: `Altera${model}Body`,
  };
}

/** The operations of a resource's configuration page its model implies. */
export function configConventions(model: string): { get: string; update: string; body: string } {
  return {
    get: `buscaConfiguracoes${model}`,
    update: `alteraConfiguracoes${model}`,
    body: `AlteraConfiguracoes${model}Body`,
  };
}

/** The API names of `api` that differ from the convention (the model always): what the manifest writes. */
export function apiExceptions(recurso: string, api: ApiNames): Partial<ApiNames> & { model: string } {
  const conventions = apiConventions(recurso, api.model);
  const differing = (Object.keys(conventions) as ConventionalApiName[]).filter(
    (key) => api[key] !== conventions[key],
  );
  return { model: api.model, ...Object.fromEntries(differing.map((key) => [key, api[key]])) };
}

/** The resource a picker source named `name` lists by convention: segment `name` or its camelCase. */
export function isReferenceOf(name: string, segment: string): boolean {
  return name === segment || name === camelCase(segment);
}
