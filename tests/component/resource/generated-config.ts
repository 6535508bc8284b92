import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { FormPageConfig, ListPageConfig } from '@/kit/kit-types';
import type { ResourceRecord } from '@/kit/query-types';
import { readContract } from '../../../codegen/src/contract';
import type { GeneratedFile } from '../../../codegen/src/generate';
import { parseManifest } from '../../../codegen/src/manifest-parse';
import { renderFormPage } from '../../../codegen/src/templates/form';
import { renderListPage } from '../../../codegen/src/templates/list';
import { renderListQuery } from '../../../codegen/src/templates/list-query';
import { listQueryFile, pageFile, type RenderInput } from '../../../codegen/src/templates/shared';

/*
 * The page configurations the component tests render are the generator's own output: a resource of
 * codegen/resources.yaml with the sections a test changes, rendered by codegen's templates and loaded as a
 * module. A configuration written out by hand would go on passing while the generator writes another.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** Inside the repository, so the rendered modules resolve its aliases and packages; ignored by git. */
const SCRATCH = join(ROOT, '.vite');

/** The manifest's sections of a resource a test replaces (each one whole), as codegen/resources.yaml spells them. */
export type ResourceChanges = Record<string, unknown>;

/** codegen/resources.yaml with the entry of `segment` changed by `changes` (a key set to undefined drops it). */
function renderInput(segment: string, changes: ResourceChanges): RenderInput {
  const written = parse(readFileSync(join(ROOT, 'codegen/resources.yaml'), 'utf8')) as {
    resources: Array<{ segment: string }>;
  };
  const entry = written.resources.find((resource) => resource.segment === segment);
  if (!entry) throw new Error(`no resource '${segment}' in codegen/resources.yaml`);
  Object.assign(entry, changes);
  const manifest = parseManifest(written);
  const resource = manifest.resources.find((item) => item.segment === segment)!;
  return { manifest, resource };
}

/**
 * Writes `files` where the repository's modules resolve, imports the page (the last file) with its
 * `config` exported, and removes them: the module stays loaded.
 */
async function loadConfig(files: readonly GeneratedFile[]): Promise<unknown> {
  mkdirSync(SCRATCH, { recursive: true });
  const folder = mkdtempSync(join(SCRATCH, 'generated-config-'));
  try {
    for (const { path, content } of files) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), content);
    }
    const page = join(folder, files.at(-1)!.path);
    // The page keeps its configuration to itself; a line at the end hands it over.
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nexport { config };\n`);
    const module = (await import(/* @vite-ignore */ page)) as { config: unknown };
    return module.config;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The list page configuration the generator writes for `segment` with `changes`. */
export async function generatedListConfig<Row extends ResourceRecord>(
  segment: string,
  changes: ResourceChanges = {},
): Promise<ListPageConfig<Row>> {
  const input = renderInput(segment, changes);
  const config = await loadConfig([
    { path: listQueryFile(input.resource), content: renderListQuery(input) },
    { path: pageFile(input.resource, 'list'), content: renderListPage(input) },
  ]);
  return config as ListPageConfig<Row>;
}

/** The form page configuration the generator writes for `segment` with `changes` (blank values as the contract says). */
export async function generatedFormConfig<Row extends ResourceRecord, Values extends Record<string, unknown>>(
  segment: string,
  changes: ResourceChanges = {},
): Promise<FormPageConfig<Row, Values>> {
  const input = { ...renderInput(segment, changes), contract: await readContract(ROOT) };
  const config = await loadConfig([
    { path: pageFile(input.resource, 'form'), content: renderFormPage(input) },
  ]);
  return config as FormPageConfig<Row, Values>;
}
