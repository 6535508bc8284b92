import { z } from 'zod';
import { didYouMean } from './suggest';

/**
 * zod's issues of the manifest, said the way a developer editing codegen/resources.yaml needs them: an
 * unknown key, kind or option with the nearest known ones, a missing key by its name, and a value that
 * fits none of a union's forms by the form it was meant to have (not a bare "Invalid input").
 */

/** One problem of the manifest, at the entry it is about. */
export interface ManifestIssue {
  path: PropertyKey[];
  message: string;
  /** Where to point in the file when it is more precise than `path` (the unknown key itself). */
  at?: PropertyKey[];
}

type Issue = z.core.$ZodIssue;

/**
 * Error map of the manifest's parse: zod knows the keys an object takes only while it parses it, so the
 * "did you mean" of an unknown key is worked out here. Other issues keep zod's message (and are
 * reworded below, where the whole path and the input are known).
 */
export const manifestErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const known = issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : [];
  const described = issue.keys.map((key) => `"${key}"${didYouMean(key, known)}`);
  return issue.keys.length === 1 ? `unknown key ${described[0]}` : `unknown keys ${described.join(', ')}`;
};

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** The name of the entry at the end of a path ('kind'), for "unknown kind …". */
function lastName(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((item) => typeof item === 'string');
  return typeof key === 'string' ? key : 'value';
}

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** What the branches of a union that fail at their root expected (types and literal values). */
function expectations(branches: readonly (readonly Issue[])[]): string[] {
  const found = new Set<string>();
  for (const issues of branches) {
    for (const issue of issues) {
      if (issue.path.length > 0) continue;
      if (issue.code === 'invalid_type') found.add(issue.expected);
      if (issue.code === 'invalid_value') issue.values.forEach((value) => found.add(JSON.stringify(value)));
      if (issue.code === 'invalid_union') expectations(issue.errors).forEach((item) => found.add(item));
    }
  }
  return [...found];
}

/** A branch failing at its root (a string where an object is wanted) is not the form the author meant. */
const failsAtRoot = (issue: Issue) =>
  issue.path.length === 0 &&
  (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union');

/** An unknown value of a known set: the nearest ones, else the whole set when it is short. */
function unknownValue(path: PropertyKey[], value: unknown, values: readonly unknown[]): ManifestIssue {
  const name = lastName(path);
  if (value === undefined) return { path, message: `missing \`${name}\` (one of ${values.join(', ')})` };
  const known = values.map(String);
  const suggestion = didYouMean(String(value), known);
  const listed = suggestion || known.length > 8 ? '' : ` (expected one of ${known.join(', ')})`;
  return { path, message: `unknown ${name} ${JSON.stringify(value)}${suggestion}${listed}` };
}

function reword(issue: Issue, prefix: readonly PropertyKey[], data: unknown): ManifestIssue[] {
  const path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'invalid_union': {
      if (issue.errors.length === 0) {
        // No branch matched the discriminator (`kind`): the value is unknown among the branches' own.
        if (issue.discriminator === undefined || !('options' in issue))
          return [{ path, message: issue.message }];
        return [unknownValue(path, valueAt(data, path), issue.options ?? [])];
      }
      // The branch that got furthest (no mismatch at its root, fewest problems) is the one meant.
      const meant = issue.errors
        .filter((issues) => !issues.some(failsAtRoot))
        .sort((a, b) => a.length - b.length)[0];
      if (meant) return meant.flatMap((inner) => reword(inner, path, data));
      return [{ path, message: `expected ${orList(expectations(issue.errors))}` }];
    }
    case 'invalid_value':
      if (issue.values.length === 1)
        return [{ path, message: `expected ${JSON.stringify(issue.values[0])}` }];
      return [unknownValue(path, valueAt(data, path), issue.values)];
    case 'invalid_type':
      if (valueAt(data, path) === undefined && path.length > 0)
        return [{ path, message: `missing \`${lastName(path)}\` (${issue.expected})` }];
      return [{ path, message: issue.message.replace(/^Invalid input: /, '') }];
    case 'unrecognized_keys':
      return [{ path, message: issue.message, at: [...path, issue.keys[0]] }];
    default:
      return [{ path, message: issue.message }];
  }
}

/** The manifest's problems from zod's issues, each at its full path. */
export function manifestIssues(issues: readonly Issue[], data: unknown): ManifestIssue[] {
  return issues.flatMap((issue) => reword(issue, [], data));
}
