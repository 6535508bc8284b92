import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No two modules import each other, directly or through others, type imports included: a circle makes a
 * module's order of evaluation depend on who imports it first, and it ties modules that read as apart.
 * (Lazy imports, `import()`, are no circle: they run after both modules are in.)
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'codegen/src', 'mocks', 'build', 'scripts', 'bench'];
const ALIASES: Record<string, string> = { '@/': 'src/', '@generated/': 'generated/', '@mocks/': 'mocks/' };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module a specifier names, when it is one of the project's files. */
function resolveModule(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = join(ROOT, folder, specifier.slice(alias.length));
  }
  if (base === null) return null;
  const candidates = [
    base,
    base.replace(/\.m?js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Each module's static imports and re-exports (`import type` included), by file. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const imports = source.statements.flatMap((statement) =>
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? [resolveModule(file, statement.moduleSpecifier.text)].filter(
            (found): found is string => found !== null,
          )
        : [],
    );
    graph.set(file, imports);
  }
  return graph;
}

/** The circles of a graph: its strongly connected parts of more than one module (Tarjan's). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!graph.has(imported)) continue;
      if (!index.has(imported)) {
        visit(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (onStack.has(imported)) {
        low.set(module, Math.min(low.get(module)!, index.get(imported)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== module);
    if (circle.length > 1 || (graph.get(module) ?? []).includes(module)) circles.push(circle.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles;
}

describe('import circles', { timeout: 60_000 }, () => {
  it('finds a circle through type imports and re-exports, and none in a tree', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circlesOf(circle)).toEqual([['a', 'b', 'c']]);
    expect(
      circlesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has none in the project', () => {
    const circles = circlesOf(importGraph()).map((circle) => circle.map((file) => relative(ROOT, file)));
    expect(circles).toEqual([]);
  });
});
