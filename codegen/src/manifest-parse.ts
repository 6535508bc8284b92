import { checkManifest } from './manifest-checks';
import { manifestErrorMap, manifestIssues, type ManifestIssue } from './manifest-issues';
import { applyConventions, manifestShape, type Manifest } from './manifest-schema';
import { checkRelated } from './related-checks';
import { checkSubLists } from './sub-list-checks';

/*
 * Reading a manifest: its shape (./manifest-schema.ts), its conventions, then the checks across its
 * entries (./manifest-checks.ts and its neighbours, which take the manifest's types from the schema's
 * module). Apart from the schema, so that the checks and the schema do not import each other.
 */

export const manifestSchema = manifestShape.superRefine((written, context) => {
  const { manifest, problems } = applyConventions(written);
  for (const { path, message } of problems) context.addIssue({ code: 'custom', path, message });
  checkManifest(manifest, context);
  checkSubLists(manifest, (path, message) => context.addIssue({ code: 'custom', path, message }));
  checkRelated(manifest, (path, message) => context.addIssue({ code: 'custom', path, message }));
});

/** `resources[3].form.sections[0].fields[2].kind`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

export class ManifestError extends Error {
  /**
   * `problems`: one line each, as printed. `issues`: the same with their paths, for a caller that knows
   * the file to say where each one is (manifest-source.ts); empty for problems of the file itself.
   */
  constructor(
    readonly problems: readonly string[],
    readonly issues: readonly ManifestIssue[] = [],
  ) {
    super(`invalid manifest:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ManifestError';
  }
}

/** The validated manifest, or a ManifestError listing every problem with its path. */
export function parseManifest(data: unknown): Manifest {
  const result = manifestSchema.safeParse(data, { error: manifestErrorMap });
  if (result.success) return applyConventions(result.data).manifest;
  const issues = manifestIssues(result.error.issues, data);
  throw new ManifestError(
    issues.map((issue) => `${formatPath(issue.path) || '(root)'}: ${issue.message}`),
    issues,
  );
}
