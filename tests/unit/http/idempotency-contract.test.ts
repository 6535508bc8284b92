import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from '@/lib/http/idempotent-writes';
import { ROOT } from '../codegen/support';

/**
 * The writes' idempotency key in three places that must agree: the contract's rules (x-idempotency), the
 * header parameter each keyed operation declares (what validators, generators and a backend read), and
 * the HTTP client that sends it. A new POST or PATCH without the parameter fails here, as does a client
 * that keys other methods than the contract says.
 */

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  schema?: { type?: string; format?: string };
}
type Operation = { operationId?: string; parameters?: Parameter[]; responses?: Record<string, unknown> };
type PathItem = Record<string, Operation | Parameter[] | undefined> & { parameters?: Parameter[] };
interface Contract {
  'x-idempotency': { header: string; methods: string[] };
  paths: Record<string, PathItem>;
  components: { parameters: Record<string, Parameter> };
}

const contract = parse(readFileSync(`${ROOT}generated/openapi.yaml`, 'utf8')) as Contract;
const rules = contract['x-idempotency'];
const SHARED = '#/components/parameters/idempotencyKey';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const resolve = (parameter: Parameter): Parameter =>
  parameter.$ref?.startsWith('#/components/parameters/')
    ? contract.components.parameters[parameter.$ref.slice('#/components/parameters/'.length)]
    : parameter;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as Operation;
    // A path item's parameters apply to each of its operations.
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
    return { name: `${method.toUpperCase()} ${path}`, method, operation, parameters };
  }),
);
const keyed = new Set(rules.methods.map((method) => method.toLowerCase()));
const isKey = (parameter: Parameter) => {
  const declared = resolve(parameter);
  return declared.in === 'header' && declared.name?.toLowerCase() === rules.header.toLowerCase();
};

describe('the Idempotency-Key of the contract', () => {
  it('is one shared header parameter, required, a UUID, named as x-idempotency says', () => {
    expect(rules.header).toBe(IDEMPOTENCY_HEADER);
    expect(contract.components.parameters.idempotencyKey).toMatchObject({
      name: rules.header,
      in: 'header',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    });
  });

  it('is declared by every POST and PATCH operation, through the shared parameter', () => {
    const writes = operations.filter(({ method }) => keyed.has(method));
    expect(writes.length).toBeGreaterThan(0);
    const missing = writes
      .filter(({ parameters }) => !parameters.some((parameter) => parameter.$ref === SHARED))
      .map(({ name }) => name);
    expect(missing, `add - $ref: '../parameters.yaml#/idempotencyKey' to their parameters`).toEqual([]);
    // A copy written out in an operation would drift from the shared one.
    const inline = writes
      .filter(({ parameters }) => parameters.some((parameter) => !parameter.$ref && isKey(parameter)))
      .map(({ name }) => name);
    expect(inline).toEqual([]);
  });

  it('is declared by no other method: the app sends it on POST and PATCH only', () => {
    const others = operations
      .filter(({ method, parameters }) => !keyed.has(method) && parameters.some(isKey))
      .map(({ name }) => name);
    expect(others).toEqual([]);
  });

  it('may be refused: every keyed operation declares its 400', () => {
    const without400 = operations
      .filter(({ method, operation }) => keyed.has(method) && !operation.responses?.['400'])
      .map(({ name }) => name);
    expect(without400).toEqual([]);
  });
});

describe('the Idempotency-Key the app sends', () => {
  const sent = (method: string) =>
    withIdempotencyKey({ method, headers: new AxiosHeaders() } as InternalAxiosRequestConfig).headers.get(
      IDEMPOTENCY_HEADER,
    );

  it('goes on the methods of x-idempotency, as a fresh UUID v4 per call', () => {
    for (const method of rules.methods) {
      const first = sent(method.toLowerCase());
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(sent(method.toLowerCase())).not.toBe(first);
    }
  });

  it('goes on no other method', () => {
    for (const method of METHODS.filter((method) => !keyed.has(method))) expect(sent(method)).toBeUndefined();
  });

  it('is never an argument of the generated calls: orval reads the contract without it', () => {
    // orval.config.ts leaves the parameter out; were it read, every write call would take a headers
    // argument and the zod files a header schema per write.
    // The header as a key of a type or schema, or its component's model (a description may name it).
    const declared = /['"]Idempotency-Key['"]|IdempotencyKeyParameter/i;
    const mentions = (folder: string): string[] =>
      readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => declared.test(readFileSync(file, 'utf8')));
    expect([
      ...mentions('generated/api'),
      ...mentions('generated/zod'),
      ...mentions('generated/msw'),
    ]).toEqual([]);
  });
});
