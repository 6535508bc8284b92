import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  matchOperation,
  operationsOf,
  resolve,
  type ContractOperation,
  type MediaTypeObject,
  type OpenApiDocument,
  type ParameterObject,
} from './contract';
import { boundaryOf, parseMultipart, type FormPart } from './multipart';

/*
 * One HTTP exchange checked against the contract with Ajv, a standard JSON Schema 2020-12 validator (the
 * dialect of OpenAPI 3.1): the operation it reaches, its parameters, its body (JSON, or each part of a
 * multipart body with the Content-Type its encoding declares), the status of the answer and the answer's
 * body. Each violation names where the value sits ('request.query.limitePagina', 'response.items[3].ispb').
 */

/** One exchange as it crossed the wire. The path is the API's own ('/v1/bancos'), without its base. */
export interface Exchange {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-case names. */
  requestHeaders: Record<string, string | undefined>;
  requestBody: Buffer;
  status: number;
  responseHeaders: Record<string, string | undefined>;
  responseBody: Buffer;
}

export interface Violation {
  /** 'request.query.limitePagina', 'request.body.dados.nome', 'response.status', 'response.body.items[0]'. */
  at: string;
  message: string;
}

export interface Verdict {
  /** null: no operation of the contract takes this method and path. */
  operationId: string | null;
  violations: Violation[];
}

const JSON_TYPE = 'application/json';

/** Where an Ajv error sits, from its JSON pointer: '/items/3/ispb' → 'items[3].ispb'. */
function placeOf(base: string, error: ErrorObject): string {
  const tokens = error.instancePath.split('/').slice(1);
  const path = tokens
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((token) => (/^\d+$/.test(token) ? `[${token}]` : `.${token}`))
    .join('');
  const missing = error.keyword === 'required' ? `.${String(error.params.missingProperty)}` : '';
  return `${base}${path}${missing}`;
}

const mediaType = (value: string | undefined) => (value ?? '').split(';')[0].trim().toLowerCase();

/** Whether a declared media range ('image/*', '*\/*', 'application/pdf') covers `actual`. */
function covers(range: string, actual: string): boolean {
  const [type, subtype] = range.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

/** Whether a schema describes file bytes (`type: string, format: binary`): not checked as JSON. */
function isBinary(schema: unknown): boolean {
  const value = schema as { type?: unknown; format?: unknown } | undefined;
  return value?.format === 'binary';
}

export class ContractValidator {
  readonly operations: ContractOperation[];
  /** Bodies are checked as sent; parameters and text parts, which are strings on the wire, are coerced. */
  private readonly strict: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly compiled = new WeakMap<
    object,
    { strict?: ValidateFunction; coercing?: ValidateFunction }
  >();
  private readonly wrappers = new WeakMap<object, object>();

  constructor(private readonly document: OpenApiDocument) {
    this.operations = operationsOf(document);
    const make = (coerce: boolean) => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false });
      addFormats(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema(document as object, 'contract');
      return ajv;
    };
    this.strict = make(false);
    this.coercing = make(true);
  }

  check(exchange: Exchange): Verdict {
    const matched = matchOperation(this.operations, exchange.method, exchange.path);
    if (!matched) {
      return {
        operationId: null,
        violations: [
          {
            at: 'request',
            message: `nenhuma operação do contrato atende ${exchange.method} ${exchange.path}`,
          },
        ],
      };
    }
    const { operation, pathValues } = matched;
    const violations = [
      ...this.checkParameters(operation, pathValues, exchange),
      ...this.checkSecurity(operation, exchange),
      ...this.checkRequestBody(operation, exchange),
      ...this.checkResponse(operation, exchange),
    ];
    return { operationId: operation.operationId, violations };
  }

  /** A schema of the document compiled once; its references point into the document ('contract#/…'). */
  private validatorOf(schema: unknown, coerce: boolean): ValidateFunction {
    const key = schema as object;
    const entry = this.compiled.get(key) ?? {};
    const slot = coerce ? 'coercing' : 'strict';
    if (!entry[slot]) {
      entry[slot] = (coerce ? this.coercing : this.strict).compile(anchored(schema) as object);
      this.compiled.set(key, entry);
    }
    return entry[slot];
  }

  /** `{ value: <schema> }`, one per schema (compiled once). */
  private wrapped(schema: unknown): object {
    const key = schema as object;
    let wrapper = this.wrappers.get(key);
    if (!wrapper) {
      wrapper = { type: 'object', properties: { value: schema } };
      this.wrappers.set(key, wrapper);
    }
    return wrapper;
  }

  /** Ajv's verdict on `value` as violations under `at` (the value may be coerced in place). */
  private validate(schema: unknown, value: unknown, at: string, coerce: boolean): Violation[] {
    const validate = this.validatorOf(schema, coerce);
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => ({
      at: placeOf(at, error),
      message: error.message ?? error.keyword,
    }));
  }

  private checkParameters(
    operation: ContractOperation,
    pathValues: Record<string, string>,
    exchange: Exchange,
  ): Violation[] {
    const violations: Violation[] = [];
    const declaredQuery = new Set(
      operation.parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name),
    );
    for (const name of new Set(exchange.query.keys())) {
      if (!declaredQuery.has(name)) {
        violations.push({ at: `request.query.${name}`, message: 'parâmetro que a operação não declara' });
      }
    }
    for (const parameter of operation.parameters) {
      const raw = this.rawValue(parameter, pathValues, exchange);
      const at = `request.${parameter.in}.${parameter.name}`;
      if (raw === undefined) {
        if (parameter.required) violations.push({ at, message: 'parâmetro obrigatório ausente' });
        continue;
      }
      if (parameter.schema === undefined) continue;
      // Wrapped so that coercion has an object to write the coerced value back into.
      violations.push(
        ...this.validate(this.wrapped(parameter.schema), { value: raw }, at, true).map((violation) => ({
          ...violation,
          at: violation.at.replace(`${at}.value`, at),
        })),
      );
    }
    return violations;
  }

  private rawValue(
    parameter: ParameterObject,
    pathValues: Record<string, string>,
    exchange: Exchange,
  ): string | string[] | undefined {
    switch (parameter.in) {
      case 'path': {
        const value = pathValues[parameter.name];
        if (value === undefined) return undefined;
        // A malformed escape ('%E0%A4%A') is checked as it came: decodeURIComponent would throw.
        try {
          return decodeURIComponent(value);
        } catch {
          return value;
        }
      }
      case 'query': {
        const values = exchange.query.getAll(parameter.name);
        if (values.length === 0) return undefined;
        const isArray = (parameter.schema as { type?: unknown } | undefined)?.type === 'array';
        return isArray ? values : values[values.length - 1];
      }
      case 'header':
        return exchange.requestHeaders[parameter.name.toLowerCase()];
      default:
        return undefined;
    }
  }

  /** The request meets one of the operation's security alternatives (an empty one needs nothing). */
  private checkSecurity(operation: ContractOperation, exchange: Exchange): Violation[] {
    if (operation.security.length === 0) return [];
    const schemes = this.document.components?.securitySchemes ?? {};
    const met = operation.security.some((alternative) =>
      Object.keys(alternative).every((name) => {
        const scheme = schemes[name];
        if (scheme?.type === 'http' && scheme.scheme === 'bearer') {
          return /^Bearer \S+/i.test(exchange.requestHeaders.authorization ?? '');
        }
        if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
          return Boolean(exchange.requestHeaders[scheme.name.toLowerCase()]);
        }
        return true;
      }),
    );
    // A request the API refused as unauthenticated is the contract working, not a violation of it.
    if (met || exchange.status === 401) return [];
    return [{ at: 'request.headers', message: 'sem as credenciais que a segurança da operação exige' }];
  }

  private checkRequestBody(operation: ContractOperation, exchange: Exchange): Violation[] {
    const declared = operation.requestBody;
    const sent = exchange.requestBody.length > 0;
    if (!declared) {
      return sent ? [{ at: 'request.body', message: 'corpo que a operação não declara' }] : [];
    }
    if (!sent) {
      return declared.required ? [{ at: 'request.body', message: 'corpo obrigatório ausente' }] : [];
    }
    const contentType = exchange.requestHeaders['content-type'] ?? '';
    const type = mediaType(contentType);
    const entry = Object.entries(declared.content).find(([range]) => covers(range, type));
    if (!entry) {
      return [
        {
          at: 'request.headers.content-type',
          message: `tipo ${type || '(nenhum)'} que a operação não declara`,
        },
      ];
    }
    const [, media] = entry;
    if (type === 'multipart/form-data') return this.checkForm(media, contentType, exchange.requestBody);
    if (type === JSON_TYPE && media.schema !== undefined) {
      const body = parseJson(exchange.requestBody);
      if (!body.ok) return [{ at: 'request.body', message: 'JSON inválido' }];
      return this.validate(media.schema, body.value, 'request.body', false);
    }
    return [];
  }

  /**
   * A multipart body: a part the encoding declares application/json must say so in its own Content-Type
   * (a strict backend, such as Spring's @RequestPart, refuses it otherwise) and parse as the property's
   * schema; other parts are text, coerced to their property's type; files are bytes.
   */
  private checkForm(media: MediaTypeObject, contentType: string, body: Buffer): Violation[] {
    const boundary = boundaryOf(contentType);
    if (!boundary) return [{ at: 'request.headers.content-type', message: 'multipart sem boundary' }];
    const schema = media.schema as { properties?: Record<string, unknown>; $ref?: string } | undefined;
    const properties = this.propertiesOf(schema);
    const violations: Violation[] = [];
    const form: Record<string, unknown> = {};
    const byName = new Map<string, FormPart[]>();
    for (const part of parseMultipart(body, boundary)) {
      byName.set(part.name, [...(byName.get(part.name) ?? []), part]);
    }
    for (const [name, parts] of byName) {
      const declaredType = media.encoding?.[name]?.contentType;
      // A property or its items may be a reference (ChamadoInput's empresaId is `$ref: Id`, an integer).
      const property = this.resolved(properties[name]) as { type?: unknown; items?: unknown } | undefined;
      const values = parts.map((part) => {
        if (declaredType && mediaType(declaredType) === JSON_TYPE) {
          if (mediaType(part.contentType ?? undefined) !== JSON_TYPE) {
            violations.push({
              at: `request.body.${name}`,
              message: `parte sem Content-Type application/json (veio ${part.contentType ?? 'sem tipo'})`,
            });
          }
          const parsed = parseJson(part.body);
          return parsed.ok ? parsed.value : part.body.toString('utf8');
        }
        const itemSchema = property?.type === 'array' ? this.resolved(property.items) : property;
        if (part.filename !== null || isBinary(itemSchema)) return '(arquivo)';
        return textValue(part.body.toString('utf8'), itemSchema);
      });
      form[name] = property?.type === 'array' ? values : values[0];
    }
    violations.push(...this.validate(schema, form, 'request.body', false));
    return violations;
  }

  /** The properties of an object schema, following a reference into the document. */
  private propertiesOf(schema: { properties?: Record<string, unknown>; $ref?: string } | undefined) {
    return (this.resolved(schema) as typeof schema)?.properties ?? {};
  }

  /** A schema with its local references ('#/components/schemas/Id') followed into the document. */
  private resolved(schema: unknown): unknown {
    return resolve(this.document, schema);
  }

  private checkResponse(operation: ContractOperation, exchange: Exchange): Violation[] {
    const { status } = exchange;
    // A conditional GET answered from the browser's copy: no body, nothing to check.
    if (status === 304 && operation.method === 'get') return [];
    const declared =
      operation.responses[String(status)] ??
      operation.responses[`${String(status).charAt(0)}XX`] ??
      // `default` stands for the server's own failures; a 2xx or 4xx the API gives must be declared.
      (status >= 500 ? operation.responses.default : undefined);
    if (!declared) {
      return [{ at: 'response.status', message: `status ${status} que a operação não declara` }];
    }
    const content = declared.content ?? {};
    const hasBody = exchange.responseBody.length > 0;
    if (Object.keys(content).length === 0) {
      return hasBody
        ? [{ at: 'response.body', message: `corpo num status ${status} declarado sem conteúdo` }]
        : [];
    }
    const type = mediaType(exchange.responseHeaders['content-type']);
    const entry = Object.entries(content).find(([range]) => covers(range, type));
    if (!entry) {
      return [
        {
          at: 'response.headers.content-type',
          message: `tipo ${type || '(nenhum)'} que o status ${status} não declara`,
        },
      ];
    }
    const [, media] = entry;
    if (type !== JSON_TYPE || media.schema === undefined || isBinary(media.schema)) return [];
    const body = parseJson(exchange.responseBody);
    if (!body.ok) return [{ at: 'response.body', message: 'JSON inválido' }];
    return this.validate(media.schema, body.value, 'response.body', false);
  }
}

/** A text part as its property's type reads it: '12' for an integer is 12, 'true' for a boolean is true. */
function textValue(text: string, schema: unknown): unknown {
  const declared = (schema as { type?: unknown } | undefined)?.type;
  const types = Array.isArray(declared) ? declared : [declared];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A copy of `schema` whose local references ('#/components/…') point into the registered document. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#')
        ? `contract${value}`
        : anchored(value),
    ]),
  );
}
