/**
 * `npm run scaffold -- <recurso> [--dry-run]`: writes the manifest entry of a resource of the contract
 * (a value of its Recurso enum, or its tag) into codegen/resources.yaml, a seed stub of a few records
 * (mocks/db/data/<recurso>.ts) and the resource walk's sample (tests/e2e/resource-walk/samples.ts), and
 * prints what to review, file by file. The contract is bundled afresh from openapi/ (the one in
 * generated/ predates the new resource), and the new manifest is checked as `npm run generate` will
 * check it before anything is written.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { Contract, type OpenApiDocument } from './contract';
import { ManifestError } from './manifest-parse';
import { applyScaffold } from './scaffold/apply';
import { DOCS_FILE, SAMPLES_FILE, scaffoldExtras, seedFile } from './scaffold/extras';
import { ScaffoldError } from './scaffold/operations';
import { MANIFEST_FILE, reviewLines } from './scaffold/review';
import { entryText } from './scaffold/write';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = MANIFEST_FILE;
const USAGE = 'usage: npm run scaffold -- <recurso or tag of the contract> [--dry-run]';

/** openapi/openapi.yaml bundled by Redocly, as `npm run generate` bundles it. */
async function bundledContract(root: string): Promise<Contract> {
  const folder = await mkdtemp(join(tmpdir(), 'scaffold-'));
  try {
    const output = join(folder, 'openapi.yaml');
    const redocly = join(root, 'node_modules/.bin/redocly');
    await promisify(execFile)(redocly, ['bundle', 'openapi/openapi.yaml', '-o', output], { cwd: root });
    return new Contract(parse(await readFile(output, 'utf8')) as OpenApiDocument);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A file as the project's prettier writes it (the manifest, the seed stub, the walk samples). */
async function formatted(path: string, content: string): Promise<string> {
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(content, { ...options, filepath: path });
}

export async function scaffold(
  root: string,
  target: string,
  dryRun: boolean,
): Promise<{ output: string; ok: boolean }> {
  const path = join(root, MANIFEST);
  const contract = await bundledContract(root);
  const {
    scaffold: result,
    manifest,
    text,
    left,
  } = applyScaffold(await readFile(path, 'utf8'), contract, target);
  const { entry } = result;
  const extras = scaffoldExtras(contract, manifest, result, {
    seed: existsSync(join(root, seedFile(entry.segment))),
    samples: await readFile(join(root, SAMPLES_FILE), 'utf8').catch(() => undefined),
  });
  const files = await Promise.all(
    extras.files.map(async (file) => ({
      ...file,
      content: await formatted(join(root, file.path), file.content),
    })),
  );
  if (!dryRun) {
    // As the project's prettier writes it (npm run check): a long field breaks over lines, as the others do.
    await writeFile(path, await formatted(path, text));
    for (const file of files) await writeFile(join(root, file.path), file.content);
  }

  const fields = entry.form.sections.flatMap((section) => section.fields).length;
  const added = [
    ...Object.keys(result.enums).map((name) => `enums.${name}`),
    ...Object.keys(result.references).map((name) => `references.${name}`),
  ];
  const written = new Map([
    [MANIFEST, `the entry of '${entry.segment}' above`],
    ...files.map((file): [string, string] => [
      file.path,
      file.path === SAMPLES_FILE ? 'walk sample' : 'seed stub',
    ]),
  ]);
  const lines = [
    `scaffold: ${dryRun ? 'would add' : 'added'} '${entry.segment}' to ${MANIFEST} (${fields} form fields, ${entry.list.columns.length} columns, ${entry.list.filters.length} filters${added.length > 0 ? `; also ${added.join(', ')}` : ''})${files.length > 0 ? `, ${dryRun ? 'would write' : 'wrote'} ${files.map((file) => file.path).join(' and ')}` : ''}`,
    '',
    entryText(result),
    '',
    ...reviewLines(
      [...result.notes.map((note) => ({ file: MANIFEST, note })), ...result.review, ...extras.review],
      written,
      dryRun,
    ),
    ...(left.length > 0
      ? [
          '',
          `Not done yet (npm run generate will refuse until these are fixed in ${MANIFEST}):`,
          ...left.map((problem) => `  - ${problem}`),
        ]
      : [
          '',
          `Then: npm run generate (it checks the entry against the contract), and the rest of ${DOCS_FILE}`,
        ]),
  ];
  return { output: lines.join('\n'), ok: left.length === 0 };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const targets = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--dry-run');
  if (targets.length !== 1 || unknown.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  scaffold(ROOT, targets[0], args.includes('--dry-run')).then(
    ({ output, ok }) => {
      console.log(output);
      if (!ok) process.exitCode = 1;
    },
    (error: unknown) => {
      if (error instanceof ScaffoldError) console.error(`scaffold: ${error.message}`);
      else if (error instanceof ManifestError) {
        // The file's own problems say their line already; the new entry's are not in the file yet.
        for (const problem of error.problems)
          console.error(problem.startsWith(MANIFEST) ? problem : `${MANIFEST}: ${problem}`);
      } else console.error(error);
      process.exitCode = 1;
    },
  );
}
