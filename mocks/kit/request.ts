import { fieldSchemas, valueType, type Schema } from './zod-schema';

/**
 * Turns a query string into the object its generated zod schema expects: repeated keys and
 * array fields become arrays, 'true'/'false' become booleans for boolean fields, empty values
 * are dropped (numbers are coerced by the generated schema itself).
 */
export function queryObject(url: URL, schema: Schema): Record<string, unknown> {
  const fields = fieldSchemas(schema);
  const result: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((value) => value !== '');
    if (values.length === 0) continue;
    const kind = fields[key] ? valueType(fields[key]) : 'string';
    if (kind === 'array') result[key] = values;
    else if (kind === 'boolean')
      result[key] = values[0] === 'true' ? true : values[0] === 'false' ? false : values[0];
    else if (kind === 'number' && /^-?\d+(\.\d+)?$/.test(values[0])) result[key] = Number(values[0]);
    else result[key] = values[0];
  }
  return result;
}

/**
 * A part that holds an object sent without the type the contract gives it (application/json): a strict
 * backend refuses the call with 415 (mocks/kit/dispatch.ts answers it).
 */
export class UntypedJsonPartError extends Error {
  constructor(readonly part: string) {
    super(`A parte '${part}' deve ser enviada como application/json`);
    this.name = 'UntypedJsonPartError';
  }
}

/** The part of an object field: its JSON, only when the part says it is JSON. */
async function jsonPart(name: string, value: FormDataEntryValue): Promise<unknown> {
  if (typeof value === 'string' || !value.type.startsWith('application/json'))
    throw new UntypedJsonPartError(name);
  return parseJson(await value.text());
}

/**
 * Reads a multipart body into a plain object: object fields (`dados`) are parsed from their JSON parts,
 * repeated fields (anexos) become arrays, booleans and numbers are read for fields of those types.
 */
export async function multipartObject(request: Request, schema?: Schema): Promise<Record<string, unknown>> {
  const form = await request.formData();
  const fields = schema ? fieldSchemas(schema) : {};
  const result: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    const kind = fields[key] ? valueType(fields[key]) : undefined;
    if (kind === 'object') result[key] = await jsonPart(key, values[0]);
    else if (kind === 'array' || values.length > 1) result[key] = values;
    else if (kind === 'boolean' && typeof values[0] === 'string') result[key] = values[0] === 'true';
    else if (kind === 'number' && typeof values[0] === 'string' && /^-?\d+(\.\d+)?$/.test(values[0]))
      result[key] = Number(values[0]);
    else result[key] = values[0];
  }
  return result;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
