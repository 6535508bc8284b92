import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVersion, gitHead } from '../../../build/version-file-plugin';

describe('version.json (what a server runs)', () => {
  const now = new Date('2026-11-26T08:00:00.000Z');
  const head = 'a'.repeat(40);

  it("takes the commit from git when the build runs in a checkout, with the build's time", () => {
    expect(buildVersion(head, { RETAGUARDA_COMMIT: 'b'.repeat(40) }, now)).toEqual({
      commit: head,
      builtAt: '2026-11-26T08:00:00.000Z',
    });
  });

  it('takes RETAGUARDA_COMMIT outside a checkout, and says "unknown" without either', () => {
    expect(buildVersion(undefined, { RETAGUARDA_COMMIT: ' 1234abc \n' }, now).commit).toBe('1234abc');
    expect(buildVersion(undefined, {}, now).commit).toBe('unknown');
    expect(buildVersion(undefined, { RETAGUARDA_COMMIT: '' }, now).commit).toBe('unknown');
  });

  it("reads HEAD's commit in this repository and nothing outside a checkout", () => {
    expect(gitHead(join(import.meta.dirname, '../../..'))).toMatch(/^[0-9a-f]{40}$/);
    const outside = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      expect(gitHead(outside)).toBeUndefined();
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
