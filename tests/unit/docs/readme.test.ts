import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a newcomer's first screen: the two set-up commands, the scripts with their times, links
 * into docs/. These keep it true as scripts and pages move: every script it names exists, every link
 * lands, and nothing in it or in docs/ points at a file a clone does not have.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts);
const docs = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

/** The rows of the README's scripts table: [command, what it does, time]. */
function scriptRows(): string[][] {
  const table = readme.slice(readme.indexOf('| command | what it does | time |'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('README.md', () => {
  it('gives exactly two set-up commands: the app on the mock API, and every test', () => {
    const block = readme.match(/```bash\n([\s\S]*?)```/)?.[1] ?? '';
    const commands = block
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/#.*/, '').trim());
    expect(commands).toEqual(['npm install && npm start', 'npm test']);
  });

  it('lists every script it names with its time, and each exists in package.json', () => {
    const rows = scriptRows();
    expect(rows.length).toBeGreaterThan(5);
    for (const [command, , time] of rows) {
      const name = command.match(/^`npm (?:run )?([\w:-]+)/)?.[1];
      expect(scripts, command).toContain(name);
      expect(time, command).toMatch(/\d+ (s|min)/);
    }
    for (const name of ['start', 'check', 'test', 'generate', 'scaffold']) {
      expect(
        rows
          .map(([command]) => command)
          .some((command) => command.includes(`npm run ${name}`) || command === `\`npm ${name}\``),
      ).toBe(true);
    }
  });
});

describe.each(['README.md', ...docs])('%s', (file) => {
  const text = readFileSync(join(ROOT, file), 'utf8');

  it('links only to files of the repository that exist', () => {
    const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((match) => match[1])
      .filter((link) => !/^[a-z]+:/.test(link));
    for (const link of links)
      expect(existsSync(resolve(ROOT, dirname(file), link)), `${file} → ${link}`).toBe(true);
  });

  it('points at no specification or folder outside the repository', () => {
    expect(text).not.toMatch(/SPEC\b|SPEC\.md|§\d/);
    if (file === 'README.md') expect(text).not.toContain('../');
  });
});
