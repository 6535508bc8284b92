import type { z } from 'zod';

/**
 * What the mock reads of the contract's zod schemas (generated/zod) at run time, so that its handlers
 * follow the contract as it is generated: the fields of a query or a body and the type of each (to read
 * a query string or a multipart form into what the schema expects), and the properties of a read model
 * (an object, or an intersection of objects for an allOf).
 */

export type Schema = z.core.$ZodType;

/** The parts of a zod definition read here; zod's own type of a definition tells them apart by `type` only. */
interface Definition {
  type: string;
  /** Of the wrappers: optional, nullable, default, readonly, … */
  innerType?: Schema;
  /** Of a pipe: the schema it reads first. */
  in?: Schema;
  options?: readonly Schema[];
  values?: readonly unknown[];
  shape?: Readonly<Record<string, Schema>>;
  left?: Schema;
  right?: Schema;
}

const definitionOf = (schema: Schema) => schema._zod.def as Definition;

/** The schema without its wrappers (optional, nullable, default, pipe, …) and without the null of `X | null`. */
function unwrapped(schema: Schema): Schema {
  const definition = definitionOf(schema);
  if (definition.innerType) return unwrapped(definition.innerType);
  if (definition.type === 'pipe' && definition.in) return unwrapped(definition.in);
  if (definition.type === 'union') {
    const branches = (definition.options ?? []).filter((branch) => definitionOf(branch).type !== 'null');
    if (branches.length === 1) return unwrapped(branches[0]);
  }
  return schema;
}

/** The fields of an object schema (a query's, a body's) by name; none for any other schema. */
export function fieldSchemas(schema: Schema): Readonly<Record<string, Schema>> {
  return definitionOf(schema).shape ?? {};
}

/**
 * What a field holds, as zod names it ('string', 'number', 'boolean', 'array', 'object', …); a union of
 * number literals (limitePagina: 10|25|50|100) counts as a number.
 */
export function valueType(schema: Schema): string {
  const definition = definitionOf(unwrapped(schema));
  const literals =
    definition.type === 'union'
      ? (definition.options ?? []).flatMap((option) => definitionOf(unwrapped(option)).values ?? [])
      : definition.values;
  const numberLiterals =
    (definition.type === 'union' || definition.type === 'literal') &&
    literals !== undefined &&
    literals.length > 0 &&
    literals.every((value) => typeof value === 'number');
  return numberLiterals ? 'number' : definition.type;
}

/** The schema of `property` in an object (or an intersection of objects) schema; undefined if absent. */
function propertySchema(schema: Schema, property: string): Schema | undefined {
  const definition = definitionOf(unwrapped(schema));
  if (definition.type === 'object') return definition.shape?.[property];
  if (definition.type === 'intersection' && definition.left && definition.right)
    return propertySchema(definition.right, property) ?? propertySchema(definition.left, property);
  return undefined;
}

/** The keys of the object a read model's `property` holds ('cidade' → ['id', 'nome', 'uf']); [] if not an object. */
export function objectKeys(schema: Schema, property: string): string[] {
  const value = propertySchema(schema, property);
  const object = value && definitionOf(unwrapped(value));
  return object?.type === 'object' ? Object.keys(object.shape ?? {}) : [];
}
