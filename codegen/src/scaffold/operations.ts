import { refName, type Contract, type LocatedOperation } from '../contract';

/**
 * A resource of the contract as the scaffold finds it, by its API prefix (a value of the Recurso enum) or
 * its tag: the list and create calls on /v1/<recurso>, get and update on /v1/<recurso>/{id} (the
 * conventions of docs/contract.md), the read model, its input and the list's page schema.
 */
export interface ContractResource {
  recurso: string;
  tag: string;
  list: LocatedOperation;
  get: LocatedOperation;
  create: LocatedOperation;
  update: LocatedOperation;
  model: string;
  input: string;
}

export class ScaffoldError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaffoldError';
  }
}

const CONVENTIONS =
  'a resource needs GET and POST on /v1/<recurso> (lista…, cria…) and GET and PUT on /v1/<recurso>/{id} (busca…, altera…), tagged alike (docs/contract.md)';

function operationAt(contract: Contract, path: string, method: string): LocatedOperation | undefined {
  return [...contract.operations.values()].find((item) => item.path === path && item.method === method);
}

/** The API prefix of `target`: itself when a Recurso value, else the collection path of the tag's list call. */
function recursoOf(contract: Contract, target: string, recursos: readonly string[]): string {
  if (recursos.includes(target)) return target;
  const list = [...contract.operations.values()].find(
    (item) =>
      item.method === 'get' && item.operation.tags?.includes(target) && /^\/v1\/[^/{}]+$/.test(item.path),
  );
  if (!list) {
    throw new ScaffoldError(
      `'${target}' is neither a value of the contract's Recurso enum (${recursos.join(', ')}) nor a tag with a list call: ${CONVENTIONS}`,
    );
  }
  const recurso = list.path.slice('/v1/'.length);
  if (!recursos.includes(recurso))
    throw new ScaffoldError(
      `'${recurso}' (the path of ${list.operation.operationId}) is not a value of the contract's Recurso enum: add it to openapi/schemas/recursos.yaml`,
    );
  return recurso;
}

export function findContractResource(contract: Contract, target: string): ContractResource {
  const recurso = recursoOf(contract, target, contract.enumValues('Recurso').map(String));
  const collection = `/v1/${recurso}`;
  const found = {
    list: operationAt(contract, collection, 'get'),
    create: operationAt(contract, collection, 'post'),
    get: operationAt(contract, `${collection}/{id}`, 'get'),
    update: operationAt(contract, `${collection}/{id}`, 'put'),
  };
  const missing = Object.entries(found)
    .filter(([, item]) => item === undefined)
    .map(([key]) => key);
  if (missing.length > 0)
    throw new ScaffoldError(
      `the contract has no ${missing.join(', ')} call for '${recurso}': ${CONVENTIONS}`,
    );
  const { list, create, get, update } = found as Record<keyof typeof found, LocatedOperation>;

  const createContent = create.operation.requestBody?.content ?? {};
  if (!createContent['application/json'])
    throw new ScaffoldError(
      `${create.operation.operationId} takes no JSON body: a multipart resource (image, files) is written by hand (see empresas in codegen/resources.yaml)`,
    );
  const input = refName(createContent['application/json'].schema);
  const page = list.operation.responses?.['200']?.content?.['application/json']?.schema;
  const model = refName(contract.nonNull(contract.properties(page).items)?.items);
  if (!input || !contract.schema(input))
    throw new ScaffoldError(
      `${create.operation.operationId}'s body is not a named schema (<X>Input in openapi/schemas/<tag>.yaml)`,
    );
  if (!model || !contract.schema(model))
    throw new ScaffoldError(
      `${list.operation.operationId} does not answer a page of a named schema (Pagina<Xs> with items of <X>)`,
    );
  return { recurso, tag: list.operation.tags?.[0] ?? recurso, list, get, create, update, model, input };
}
