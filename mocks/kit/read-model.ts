import { z } from 'zod';

/**
 * What a read model's zod schema (generated/zod) says of one of its properties, read at run time so the
 * generic resource follows the contract as it is generated: the read model is an object or an
 * intersection of objects (allOf), and a property may be optional or nullable.
 */

type Schema = z.core.$ZodType;

/** The schema without optional, nullable and `X | null` wrappers. */
function unwrapped(schema: Schema): Schema {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrapped(schema.unwrap());
  if (schema instanceof z.ZodUnion) {
    const branches = (schema.options as readonly Schema[]).filter((branch) => !(branch instanceof z.ZodNull));
    if (branches.length === 1) return unwrapped(branches[0]);
  }
  return schema;
}

/** The schema of `property` in an object (or an intersection of objects) schema; undefined if absent. */
export function propertySchema(schema: Schema, property: string): Schema | undefined {
  const object = unwrapped(schema);
  if (object instanceof z.ZodObject) return (object.shape as Record<string, Schema>)[property];
  if (object instanceof z.ZodIntersection) {
    const { left, right } = object.def;
    return propertySchema(right, property) ?? propertySchema(left, property);
  }
  return undefined;
}

/** The keys of the object a read model's `property` holds ('cidade' → ['id', 'nome', 'uf']); [] if not an object. */
export function objectKeys(schema: Schema, property: string): string[] {
  const value = propertySchema(schema, property);
  const object = value && unwrapped(value);
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}
