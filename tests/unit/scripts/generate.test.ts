import { spawn } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run generate` (scripts/generate.mjs) never leaves generated/ half written: orval empties its
 * folders before writing, so a step that fails, or a run that is interrupted, must put the previous
 * generated/ back and say why. Run here in a scratch repository whose three tools are small shell
 * scripts standing in for Redocly, orval and the codegen.
 */

const SCRIPT = join(import.meta.dirname, '../../../scripts/generate.mjs');

/** A scratch repository with generated/api/model.ts and the given tool scripts in node_modules/.bin. */
async function scratchRepository(tools: Record<'redocly' | 'orval' | 'tsx', string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'generate-'));
  await mkdir(join(root, 'scripts'));
  await copyFile(SCRIPT, join(root, 'scripts/generate.mjs'));
  await mkdir(join(root, 'generated/api'), { recursive: true });
  await writeFile(join(root, 'generated/api/model.ts'), 'previous model');
  await writeFile(join(root, 'generated/openapi.yaml'), 'previous bundle');
  await mkdir(join(root, 'node_modules/.bin'), { recursive: true });
  for (const [name, body] of Object.entries(tools)) {
    const path = join(root, 'node_modules/.bin', name);
    await writeFile(path, `#!/bin/sh\n${body}\n`);
    await chmod(path, 0o755);
  }
  return root;
}

const bundles = 'echo bundled > generated/openapi.yaml';
const regenerates = 'rm -rf generated/api && mkdir generated/api && echo new model > generated/api/model.ts';

interface Run {
  code: number | null;
  output: string;
}

/** Runs generate.mjs in `root`; `interruptWhen` sends SIGINT once the output contains that text. */
function generate(root: string, interruptWhen?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/generate.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (interruptWhen && output.includes(interruptWhen)) child.kill('SIGINT');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => resolve({ code, output }));
  });
}

const read = (root: string, path: string) => readFile(join(root, path), 'utf8');

describe('npm run generate', () => {
  let root = '';
  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('writes the new generated/ when every step passes, and keeps nothing aside', async () => {
    root = await scratchRepository({
      redocly: bundles,
      orval: regenerates,
      tsx: 'echo "codegen: 1 resources"',
    });
    const run = await generate(root);
    expect(run.code).toBe(0);
    expect(await read(root, 'generated/api/model.ts')).toBe('new model\n');
    expect(run.output).toContain('codegen: 1 resources');
    expect(await readdir(root)).not.toContain('.generated-previous');
  });

  it('puts the previous generated/ back and prints the failing step when a step fails halfway', async () => {
    root = await scratchRepository({
      redocly: bundles,
      orval: 'rm -rf generated/api; echo "Map.groupBy is not a function" >&2; exit 1',
      tsx: 'exit 0',
    });
    const run = await generate(root);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Map.groupBy is not a function');
    expect(run.output).toContain('(orval) failed (exit 1); generated/ is as it was before');
    expect(await read(root, 'generated/api/model.ts')).toBe('previous model');
    expect(await read(root, 'generated/openapi.yaml')).toBe('previous bundle');
    expect(existsSync(join(root, '.generated-previous'))).toBe(false);
  });

  it('puts the previous generated/ back when the run is interrupted', async () => {
    root = await scratchRepository({
      redocly: bundles,
      orval: 'rm -rf generated/api; exec sleep 30',
      tsx: 'exit 0',
    });
    const run = await generate(root, '(redocly)');
    expect(run.code).toBe(1);
    expect(run.output).toContain('interrupted (SIGINT)');
    expect(await read(root, 'generated/api/model.ts')).toBe('previous model');
  });

  it('restores what an earlier run kept aside when that run was killed before cleaning up', async () => {
    root = await scratchRepository({ redocly: 'exit 0', orval: 'exit 0', tsx: 'exit 0' });
    await rm(join(root, 'generated/api'), { recursive: true });
    await mkdir(join(root, '.generated-previous/api'), { recursive: true });
    await writeFile(join(root, '.generated-previous/api/model.ts'), 'kept aside');
    const run = await generate(root);
    expect(run.code).toBe(0);
    expect(run.output).toContain('an earlier run was interrupted');
    expect(await read(root, 'generated/api/model.ts')).toBe('kept aside');
  });
});
