import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The bundled contract (generated/openapi.yaml, written by Redocly before the page generator runs), read
 * the way the manifest checks and the scaffold need it: operations by operationId, schemas by name with
 * $ref, allOf and nullable anyOf followed, list query parameters with the shared ones resolved.
 */

export const CONTRACT_FILE = 'generated/openapi.yaml';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  /** The scale of a decimal number (docs/contract.md, "Numbers"): no float multipleOf. */
  'x-decimal-places'?: number;
}

export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  description?: string;
  schema?: JsonSchema;
}

interface MediaType {
  schema?: JsonSchema;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
}

export interface LocatedOperation {
  path: string;
  method: string;
  operation: Operation;
  /** Path-level parameters (e.g. the id of /v1/<r>/{id}). */
  pathParameters: Parameter[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);
/** The list params every list call takes (docs/contract.md; the kit sends them): never advanced filters. */
export const KIT_LIST_PARAMS: ReadonlySet<string> = new Set([
  'limitePagina',
  'pagina',
  'filtros',
  'situacao',
  'ordenacao',
]);

/** '#/components/schemas/Pais' → 'Pais'. */
export function refName(schema: JsonSchema | Parameter | undefined): string | undefined {
  return schema?.$ref?.split('/').pop();
}

export class Contract {
  readonly operations = new Map<string, LocatedOperation>();

  constructor(readonly document: OpenApiDocument) {
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      const pathParameters = (item.parameters as Parameter[] | undefined) ?? [];
      for (const [method, value] of Object.entries(item)) {
        const operation = value as Operation;
        if (METHODS.has(method) && operation.operationId)
          this.operations.set(operation.operationId, { path, method, operation, pathParameters });
      }
    }
  }

  get schemas(): Record<string, JsonSchema> {
    return this.document.components?.schemas ?? {};
  }

  schema(name: string): JsonSchema | undefined {
    return this.schemas[name];
  }

  /** A schema with its $ref followed (sibling keys such as description win over the target's). */
  resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
    let current = schema;
    for (let depth = 0; current?.$ref && depth < 20; depth += 1) {
      const { $ref: _ref, ...siblings } = current;
      current = { ...this.schemas[refName(current) ?? ''], ...siblings };
    }
    return current;
  }

  /** The non-null branch of `anyOf: [X, { type: 'null' }]`, resolved; other schemas resolved as they are. */
  nonNull(schema: JsonSchema | undefined): JsonSchema | undefined {
    const resolved = this.resolve(schema);
    const branches = (resolved?.anyOf ?? resolved?.oneOf ?? []).filter((branch) => branch.type !== 'null');
    return branches.length === 1 ? this.resolve(branches[0]) : resolved;
  }

  /** The properties of an object schema, allOf parts merged. */
  properties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
    const resolved = this.nonNull(schema);
    if (!resolved) return {};
    const parts = (resolved.allOf ?? []).map((part) => this.properties(part));
    return Object.assign({}, ...parts, resolved.properties ?? {});
  }

  /** The required property names of an object schema, allOf parts merged. */
  required(schema: JsonSchema | undefined): Set<string> {
    const resolved = this.nonNull(schema);
    const names = new Set(resolved?.required ?? []);
    for (const part of resolved?.allOf ?? []) for (const name of this.required(part)) names.add(name);
    return names;
  }

  /**
   * The schema at a manifest path of a record ('nome', 'empresa.nome', 'modulos[].descricao'), or
   * undefined when the contract has no such property.
   */
  schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
    let current = schema;
    for (const step of path.split('.')) {
      const list = step.endsWith('[]');
      current = this.properties(current)[list ? step.slice(0, -2) : step];
      if (current === undefined) return undefined;
      if (list) current = this.nonNull(current)?.items;
      if (current === undefined) return undefined;
    }
    return current;
  }

  /** The query parameters of an operation, shared ones ($ref) resolved. */
  queryParameters(operationId: string): Parameter[] {
    const located = this.operations.get(operationId);
    if (!located) return [];
    return [...located.pathParameters, ...(located.operation.parameters ?? [])]
      .map((parameter) => this.parameter(parameter))
      .filter((parameter) => parameter.in === 'query');
  }

  /** The advanced filters of a list call: its query parameters but the kit's own. */
  listFilters(operationId: string): Parameter[] {
    return this.queryParameters(operationId).filter((parameter) => !KIT_LIST_PARAMS.has(parameter.name));
  }

  parameter(parameter: Parameter): Parameter {
    const name = refName(parameter);
    return name ? (this.document.components?.parameters?.[name] ?? parameter) : parameter;
  }

  /** The schema name of an operation's body: JSON, or the multipart part `dataPart` when given. */
  bodySchemaName(operationId: string, dataPart?: string): string | undefined {
    const content = this.operations.get(operationId)?.operation.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    if (json) return refName(json);
    const multipart = content['multipart/form-data']?.schema;
    if (!multipart) return undefined;
    return dataPart ? refName(this.properties(multipart)[dataPart]) : refName(multipart);
  }

  /** The values of an enum schema of components (e.g. Recurso). */
  enumValues(name: string): unknown[] {
    return this.resolve(this.schema(name))?.enum ?? [];
  }
}

export async function readContract(root: string): Promise<Contract> {
  return new Contract(parse(await readFile(join(root, CONTRACT_FILE), 'utf8')) as OpenApiDocument);
}
