/** Reading and writing nested form values by dotted path ('endereco.cep', 'telefones.0.numero'). */

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !(value instanceof File) && !(value instanceof Date);
}

/** The value at `path`, or undefined when any step is missing. */
export function getAtPath(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const segment of path.split('.')) {
    if (!isBag(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/** A copy of `values` with `value` at `path` (objects on the way are copied, missing ones created). */
export function setAtPath<T>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const source: Bag | unknown[] = Array.isArray(values) ? values : isBag(values) ? values : {};
  const copy: Bag | unknown[] = Array.isArray(source) ? [...source] : { ...source };
  const next = rest.length === 0 ? value : setAtPath((copy as Bag)[head], rest.join('.'), value);
  (copy as Bag)[head] = next;
  return copy as T;
}

/** True for undefined, null, blank strings and NaN. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}
