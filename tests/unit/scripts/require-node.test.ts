import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * scripts/require-node.mjs guards npm start, generate and check: on a Node older than package.json's
 * `engines` it stops at once with one line saying what to do, instead of a tool failing deep inside.
 */

const SCRIPT = join(import.meta.dirname, '../../../scripts/require-node.mjs');

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the guard (with this test's Node) in a scratch project whose engines say `range`. */
function guard(range: string) {
  root = mkdtempSync(join(tmpdir(), 'require-node-'));
  mkdirSync(join(root, 'scripts'));
  copyFileSync(SCRIPT, join(root, 'scripts/require-node.mjs'));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: range } }));
  return spawnSync(process.execPath, ['scripts/require-node.mjs'], { cwd: root, encoding: 'utf8' });
}

// Each case starts a Node process: seconds on a busy machine.
describe('the Node guard of npm scripts', { timeout: 60_000 }, () => {
  it('lets a Node that meets engines through, silently', () => {
    const [major, minor] = process.versions.node.split('.');
    const run = guard(`>=${major}.${minor}`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('stops an older Node with one line naming the Node needed and how to get it', () => {
    const run = guard('>=99.1');
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Retaguarda needs Node >=99.1 (this is ${process.versions.node})`);
    expect(lines[0]).toContain('npm install');
    expect(lines[0]).toContain('.nvmrc');
  });

  it('compares minor versions within the same major', () => {
    const [major] = process.versions.node.split('.');
    expect(guard(`>=${major}.999`).status).toBe(1);
  });
});
