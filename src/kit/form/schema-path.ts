/**
 * Finds the sub-schema of a path inside an orval body schema (objects, arrays, optional / nullable /
 * default wrappers, pipes, intersections and unions), to learn what a blank value must become.
 */
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: readonly z.ZodType[];
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schemas a value at this level may be checked by (wrappers removed). */
function variants(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? variants(def.innerType) : [];
    case 'pipe':
      return def.in ? variants(def.in) : [];
    case 'lazy':
      return def.getter ? variants(def.getter()) : [];
    case 'intersection':
      return [...(def.left ? variants(def.left) : []), ...(def.right ? variants(def.right) : [])];
    case 'union':
      return (def.options ?? []).flatMap(variants);
    default:
      return [schema];
  }
}

function child(schema: z.ZodType, segment: string): z.ZodType | undefined {
  for (const variant of variants(schema)) {
    const def = defOf(variant);
    if (def.type === 'object' && def.shape && Object.hasOwn(def.shape, segment)) return def.shape[segment];
    if (def.type === 'array' && def.element && /^\d+$/.test(segment)) return def.element;
  }
  return undefined;
}

/** The schema of the value at a dotted path, or undefined when the body does not know it. */
export function schemaAtPath(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path.split('.')) {
    if (!current) return undefined;
    current = child(current, segment);
  }
  return current;
}

/** What a blank value at `path` must be sent as: undefined (optional or unknown), null (nullable only). */
export function blankValueAt(schema: z.ZodType, path: string): undefined | null {
  const at = schemaAtPath(schema, path);
  if (!at || at.safeParse(undefined).success) return undefined;
  return at.safeParse(null).success ? null : undefined;
}
