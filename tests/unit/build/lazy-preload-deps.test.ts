import { describe, expect, it } from 'vitest';
import { lazyPreloadDeps, withoutLoadedDeps } from '../../../build/lazy-preload-deps';

/** A bundle as Rolldown hands it to generateBundle, reduced to the chunks' static imports. */
function bundleOf(imports: Record<string, string[]>) {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, chunkImports]) => [
      fileName,
      { type: 'chunk', fileName, imports: chunkImports },
    ]),
  );
}

function readBundle(imports: Record<string, string[]>) {
  const hook = lazyPreloadDeps().generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundleOf(imports));
}

describe("a lazy import's preload list", () => {
  readBundle({
    'assets/index.js': ['assets/runtime.js'],
    'assets/runtime.js': [],
    'assets/shell.js': ['assets/data.js'],
    'assets/data.js': [],
    'assets/list.js': ['assets/shell.js', 'assets/table.js'],
    'assets/table.js': [],
    'assets/drawer.js': ['assets/shell.js', 'assets/data.js', 'assets/fields.js'],
    'assets/fields.js': [],
  });

  it('leaves out the chunks its importer imports, directly or not: they ran before the import could', () => {
    const deps = ['assets/drawer.js', 'assets/shell.js', 'assets/data.js', 'assets/fields.js'];
    expect(withoutLoadedDeps('assets/drawer.js', deps, { hostId: 'assets/list.js', hostType: 'js' })).toEqual(
      ['assets/drawer.js', 'assets/fields.js'],
    );
  });

  it('keeps every chunk the entry does not import, and every one for the page (index.html) or an unknown importer', () => {
    const deps = ['assets/list.js', 'assets/shell.js', 'assets/data.js', 'assets/table.js'];
    expect(withoutLoadedDeps('assets/list.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(
      deps,
    );
    expect(withoutLoadedDeps('assets/list.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
    expect(withoutLoadedDeps('assets/list.js', deps, { hostId: 'assets/other.js', hostType: 'js' })).toEqual(
      deps,
    );
  });
});
