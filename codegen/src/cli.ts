/**
 * `npm run generate:pages`: codegen/resources.yaml → validate → check against the contract
 * (generated/openapi.yaml, bundled just before) → render → prettier → generated/. Writes only files whose
 * content changed and removes generated pages and tables no longer in the manifest. A manifest
 * that is invalid or does not match the contract writes nothing and exits 1, one line per problem, each
 * starting with codegen/resources.yaml:line:col; so does a contract whose `x-regra` names differ from the
 * rule registry (rule-checks.ts). `--check` stops after the checks (npm run generate runs it
 * before orval, so that a manifest mistake is said in a second, not after orval's half-minute).
 */
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { CONTRACT_FILE, readContract } from './contract';
import { ContractMismatchError, contractProblems } from './contract-checks';
import { formatFiles, renderManifest, type GeneratedFile } from './generate';
import { ManifestError } from './manifest-parse';
import { MANIFEST, ManifestSource } from './manifest-source';
import { REGISTRY_FILE, RuleRegistryError, ruleProblems } from './rule-checks';
import { KIND_NAMES_FILE, renderKindNames } from './templates/kind-names';
import { ROUTES_FILE } from './templates/routes';
import { PAGES, TABLES } from './templates/shared';
import { CONTRACT_RULE_NAMES } from '@/lib/validation/contract-rules';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Folders whose every file comes from the manifest (others in them are stale). */
const OWNED_FOLDERS = [PAGES, TABLES];
/**
 * Where the tables and the route records were written before they had rooms of their own: removed, so that
 * a copy left by a branch or a stash from before cannot answer an import that should have failed.
 */
const FORMER_PLACES = [
  'resources.ts',
  'resource-groups.ts',
  'enums.ts',
  'permissions.ts',
  'mock-resources.ts',
  'routes.tsx',
  'config-forms.ts',
  'operations.ts',
  'references',
].map((name) => `generated/${name}`);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Removes now-empty folders under `folder` (deepest first). */
async function removeEmptyFolders(folder: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const path of folders) await rmdir(path).catch(() => undefined);
}

/** Writes changed files, removes stale pages and tables and the former places; returns the counts. */
export async function writeFiles(root: string, files: readonly GeneratedFile[]) {
  let written = 0;
  for (const item of files) {
    const target = join(root, item.path);
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === item.content) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, item.content);
    written += 1;
  }
  const wanted = new Set(files.map((item) => item.path));
  let removed = 0;
  for (const folder of OWNED_FOLDERS) {
    const stale = (await filesUnder(join(root, folder))).filter((path) => !wanted.has(relative(root, path)));
    await Promise.all(stale.map((path) => rm(path)));
    await removeEmptyFolders(join(root, folder));
    removed += stale.length;
  }
  await Promise.all(FORMER_PLACES.map((place) => rm(join(root, place), { recursive: true, force: true })));
  return { written, removed };
}

/**
 * Checks the manifest (its shape, then against the contract) and the contract's `x-regra` names against
 * `rules` (the app's registry unless given: a test's fixture contract has its own), and, unless `check`,
 * writes what it gives. Problems throw a ManifestError, a ContractMismatchError or a RuleRegistryError
 * whose lines say where each one is.
 */
export async function generate(
  root: string = ROOT,
  { check = false, rules = CONTRACT_RULE_NAMES as readonly string[] } = {},
): Promise<string> {
  const started = performance.now();
  const source = new ManifestSource(await readFile(join(root, MANIFEST), 'utf8'));
  const manifest = source.parse();
  const contract = await readContract(root);
  const problems = contractProblems(manifest, contract);
  if (problems.length > 0) throw new ContractMismatchError(problems.map((problem) => source.locate(problem)));
  const ruleMismatches = ruleProblems(contract.document, rules);
  if (ruleMismatches.length > 0) throw new RuleRegistryError(ruleMismatches);
  if (check) {
    const elapsed = Math.round(performance.now() - started);
    return `codegen: ${manifest.resources.length} resources checked against the contract in ${elapsed} ms`;
  }
  const options = (await prettier.resolveConfig(join(root, ROUTES_FILE))) ?? {};
  // The kind names come from the kind folders, not from the manifest: written beside what it gives.
  const kindNames = { path: KIND_NAMES_FILE, content: renderKindNames() };
  const files = await formatFiles([...renderManifest(manifest, contract), kindNames], options);
  const { written, removed } = await writeFiles(root, files);
  const elapsed = Math.round(performance.now() - started);
  return `codegen: ${manifest.resources.length} resources, ${files.length} files (${written} written, ${removed} removed) in ${elapsed} ms`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  generate(ROOT, { check: process.argv.includes('--check') }).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      // Each problem is one line that says where it is: a stack trace would only bury them.
      if (error instanceof ContractMismatchError) {
        for (const problem of error.problems) console.error(problem);
        console.error(
          `codegen: ${error.problems.length} difference(s) between ${MANIFEST} and the contract (${CONTRACT_FILE}); nothing written`,
        );
      } else if (error instanceof RuleRegistryError) {
        for (const problem of error.problems) console.error(problem);
        console.error(
          `codegen: ${error.problems.length} difference(s) between the contract's x-regra and ${REGISTRY_FILE}; nothing written`,
        );
      } else if (error instanceof ManifestError) {
        for (const problem of error.problems) console.error(problem);
        console.error(`codegen: ${error.problems.length} problem(s) in ${MANIFEST}; nothing written`);
      } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        // The manifest or the bundled contract is not there (npm run generate bundles the contract first).
        const path = relative(ROOT, (error as NodeJS.ErrnoException).path ?? '');
        console.error(`codegen: ${path} is missing; nothing written`);
      } else console.error(error);
      process.exitCode = 1;
    },
  );
}
