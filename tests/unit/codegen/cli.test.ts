import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { generate, writeFiles } from '../../../codegen/src/cli';
import { readContract } from '../../../codegen/src/contract';
import { ContractMismatchError } from '../../../codegen/src/contract-checks';
import { formatFiles, renderManifest } from '../../../codegen/src/generate';
import { realManifest, ROOT } from './support';

describe('codegen output', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes changed files only and removes pages and tables no longer in the manifest', async () => {
    root = await mkdtemp(join(tmpdir(), 'codegen-'));
    await mkdir(join(root, 'generated/pages/cidades'), { recursive: true });
    await mkdir(join(root, 'generated/pages/antigo'), { recursive: true });
    await mkdir(join(root, 'generated/tables/references'), { recursive: true });
    await writeFile(join(root, 'generated/pages/cidades/list-page.tsx'), 'same');
    await writeFile(join(root, 'generated/pages/cidades/form-page.tsx'), 'stale form');
    await writeFile(join(root, 'generated/pages/antigo/list-page.tsx'), 'stale resource');
    await writeFile(join(root, 'generated/tables/references/antiga.ts'), 'stale reference');
    // Where a table was written before the tables had a room of their own.
    await mkdir(join(root, 'generated/references'), { recursive: true });
    await writeFile(join(root, 'generated/resources.ts'), 'former table');
    await writeFile(join(root, 'generated/references/planos.ts'), 'former reference');
    const before = (await stat(join(root, 'generated/pages/cidades/list-page.tsx'))).mtimeMs;

    const result = await writeFiles(root, [
      { path: 'generated/pages/routes.tsx', content: 'routes' },
      { path: 'generated/tables/references/planos.ts', content: 'planos' },
      { path: 'generated/pages/cidades/list-page.tsx', content: 'same' },
      { path: 'generated/pages/cidades/view-page.tsx', content: 'view' },
    ]);

    expect(result).toEqual({ written: 3, removed: 3 });
    expect(await readdir(join(root, 'generated/tables/references'))).toEqual(['planos.ts']);
    expect((await readdir(join(root, 'generated/pages'))).sort()).toEqual(['cidades', 'routes.tsx']);
    expect((await readdir(join(root, 'generated/pages/cidades'))).sort()).toEqual([
      'list-page.tsx',
      'view-page.tsx',
    ]);
    expect(await readFile(join(root, 'generated/pages/routes.tsx'), 'utf8')).toBe('routes');
    expect((await stat(join(root, 'generated/pages/cidades/list-page.tsx'))).mtimeMs).toBe(before);
    expect((await readdir(join(root, 'generated'))).sort()).toEqual(['pages', 'tables']);
  });

  it('writes nothing when the manifest does not match the contract, and names each difference', async () => {
    root = await mkdtemp(join(tmpdir(), 'codegen-'));
    await mkdir(join(root, 'codegen'));
    await mkdir(join(root, 'generated'));
    const fixture = (name: string) => fileURLToPath(new URL(`./contract-fixture/${name}`, import.meta.url));
    await writeFile(join(root, 'codegen/resources.yaml'), await readFile(fixture('resources.yaml')));
    await writeFile(join(root, 'generated/openapi.yaml'), await readFile(fixture('openapi.yaml')));

    const failure = await generate(root).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ContractMismatchError);
    // It names no entry of the manifest (one is missing), so it says the file without a line.
    expect((failure as ContractMismatchError).problems).toEqual([
      "codegen/resources.yaml: the contract's Recurso enum has 'moedas' with no resource: add its entry to resources (npm run scaffold -- moedas)",
    ]);
    expect(await readdir(join(root, 'generated'))).toEqual(['openapi.yaml']);
  });

  // Rendering and formatting ~70 files takes several seconds on a busy machine: a longer timeout.
  it('generated/ is what codegen/resources.yaml gives (run npm run generate:pages after editing it)', async () => {
    const options = (await prettier.resolveConfig(`${ROOT}generated/pages/routes.tsx`)) ?? {};
    const files = await formatFiles(renderManifest(realManifest(), await readContract(ROOT)), options);
    const stale: string[] = [];
    for (const file of files) {
      const current = await readFile(`${ROOT}${file.path}`, 'utf8').catch(() => null);
      if (current !== file.content) stale.push(file.path);
    }
    expect(stale).toEqual([]);
  }, 30_000);
});
