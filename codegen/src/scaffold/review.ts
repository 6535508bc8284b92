import type { ReviewPoint } from './kinds';

/**
 * The review list `npm run scaffold` prints last: every point under the file it is about (the manifest
 * entry first, then the mock rules, the seed stub, the walk sample and the docs), so that the developer
 * knows what is still to check and where.
 */

export const MANIFEST_FILE = 'codegen/resources.yaml';

/** What the scaffold wrote of each file, for its heading. */
export type Written = ReadonlyMap<string, string>;

export function reviewLines(points: readonly ReviewPoint[], written: Written, dryRun: boolean): string[] {
  const byFile = new Map<string, string[]>();
  for (const { file, note } of points) byFile.set(file, [...(byFile.get(file) ?? []), note]);
  return [
    'Review (what is still to check, by file):',
    ...[...byFile].flatMap(([file, notes]) => {
      const what = written.get(file);
      const heading = what
        ? `${file} (${what}, ${dryRun ? 'not written: --dry-run' : 'written'}):`
        : `${file}:`;
      return [`  ${heading}`, ...notes.map((note) => `    - ${note}`)];
    }),
  ];
}
