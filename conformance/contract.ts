import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/*
 * The contract as an independent checker reads it: the bundled OpenAPI document (generated/openapi.yaml,
 * what `npm run generate` makes of openapi/), not the client, zod schemas or mocks generated from it. A
 * backend team checking its API runs against the very document it implements.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  style?: string;
  explode?: boolean;
}

export interface MediaTypeObject {
  schema?: unknown;
  encoding?: Record<string, { contentType?: string }>;
}

export interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> } | Reference;
  responses: Record<string, ResponseObject | Reference>;
  security?: Array<Record<string, string[]>>;
}

type PathItem = Partial<Record<Method, OperationObject>> & {
  parameters?: Array<ParameterObject | Reference>;
};

export interface Reference {
  $ref: string;
}

export interface OpenApiDocument {
  paths: Record<string, PathItem>;
  security?: Array<Record<string, string[]>>;
  components?: {
    securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
}

/** One operation, with what its path item and its references contribute resolved. */
export interface ContractOperation {
  method: Method;
  /** The path template, as in the document ('/v1/bancos/{id}'). */
  path: string;
  operationId: string;
  /** The JSON pointer of the operation in the document ('#/paths/~1v1~1bancos/get'). */
  pointer: string;
  parameters: ParameterObject[];
  requestBody: { required: boolean; content: Record<string, MediaTypeObject> } | null;
  responses: Record<string, ResponseObject>;
  security: Array<Record<string, string[]>>;
  /** Segments of the template, literal ones as they are and templated ones as null. */
  segments: Array<string | null>;
}

export function readContract(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

export function pointerOf(...tokens: string[]): string {
  return `#/${tokens.map(escapePointer).join('/')}`;
}

/** `value`, or what its local reference ('#/components/parameters/id') points at in the document. */
export function resolve<T>(document: OpenApiDocument, value: T | Reference): T {
  let current: unknown = value;
  for (let depth = 0; depth < 20 && isReference(current); depth += 1) {
    const tokens = current.$ref.replace(/^#\//, '').split('/');
    current = tokens.reduce<unknown>(
      (node, token) => (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  }
  return current as T;
}

function isReference(value: unknown): value is Reference {
  return typeof (value as Partial<Reference> | null)?.$ref === 'string';
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      // An operation's parameter replaces its path item's of the same name and place.
      const byKey = new Map<string, ParameterObject>();
      for (const raw of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = resolve(document, raw);
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const body = operation.requestBody ? resolve(document, operation.requestBody) : null;
      operations.push({
        method,
        path,
        operationId: operation.operationId,
        pointer: pointerOf('paths', path, method),
        parameters: [...byKey.values()],
        requestBody: body ? { required: body.required === true, content: body.content } : null,
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [
            status,
            resolve(document, response),
          ]),
        ),
        security: operation.security ?? document.security ?? [],
        segments: path
          .split('/')
          .slice(1)
          .map((segment) => (/^\{[^}]+\}$/.test(segment) ? null : segment)),
      });
    }
  }
  return operations;
}

export interface MatchedOperation {
  operation: ContractOperation;
  /** The path parameters' raw (still encoded) values by name. */
  pathValues: Record<string, string>;
}

/**
 * The operation `method path` reaches. Among templates that match, the one with a literal segment where
 * the others have a parameter, from the left (the OpenAPI rule that concrete paths win): with the
 * contract's paths unambiguous (Redocly's no-ambiguous-paths) at most one candidate remains anyway.
 */
export function matchOperation(
  operations: readonly ContractOperation[],
  method: string,
  path: string,
): MatchedOperation | null {
  const segments = path.split('/').slice(1);
  const wanted = method.toLowerCase();
  let best: MatchedOperation | null = null;
  for (const operation of operations) {
    if (operation.method !== wanted || operation.segments.length !== segments.length) continue;
    const matches = operation.segments.every(
      (literal, index) => literal === null || literal === segments[index],
    );
    if (!matches) continue;
    if (best && !moreConcrete(operation, best.operation)) continue;
    const names = operation.path.split('/').slice(1);
    const pathValues: Record<string, string> = {};
    operation.segments.forEach((literal, index) => {
      if (literal === null) pathValues[names[index].slice(1, -1)] = segments[index];
    });
    best = { operation, pathValues };
  }
  return best;
}

function moreConcrete(candidate: ContractOperation, current: ContractOperation): boolean {
  for (let index = 0; index < candidate.segments.length; index += 1) {
    const a = candidate.segments[index] !== null;
    const b = current.segments[index] !== null;
    if (a !== b) return a;
  }
  return false;
}
