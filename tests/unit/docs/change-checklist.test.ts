import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/adding-a-resource.md's checklist of an API change names commands and files: each command is one
 * of package.json's scripts (with the files it is given), each path a file or folder of the repository,
 * so that following it never hits a command or a file that is not there.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const DOC = readFileSync(join(ROOT, 'docs/adding-a-resource.md'), 'utf8');
const SECTION = DOC.slice(
  DOC.indexOf('## After an API change'),
  DOC.indexOf('\n## ', DOC.indexOf('## After an API change') + 1),
);
const SCRIPTS = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);

/** The inline code spans of the checklist. */
const spans = [...SECTION.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

describe('the checklist of an API change (docs/adding-a-resource.md)', () => {
  it('is there, with a step for a new field, a rename, a removed operation and a new resource', () => {
    for (const change of [
      '**A new field**',
      '**A renamed field, a new enum value**',
      '**A removed operation**',
      '**A new resource**',
    ]) {
      expect(SECTION).toContain(change);
    }
  });

  it('runs only scripts package.json has, on files that exist', () => {
    const commands = spans.filter((span) => span.startsWith('npm '));
    expect(commands.length).toBeGreaterThan(5);
    for (const command of commands) {
      const [, verb, name, ...rest] = command.split(/\s+/);
      const script = verb === 'run' ? name : verb;
      expect(['start', 'test', ...SCRIPTS], command).toContain(script);
      for (const argument of rest.filter((part) => part.startsWith('tests/'))) {
        expect(existsSync(join(ROOT, argument)), `${command}: ${argument}`).toBe(true);
      }
    }
  });

  it('names files and folders that exist', () => {
    const paths = spans.filter((span) => /^(openapi|mocks|tests|codegen|src)\/[\w./-]*$/.test(span));
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });
});
