import type { Plugin } from 'vite';

/** The static imports of each chunk of the bundle being written, by file name (set by lazyPreloadDeps). */
let staticImports = new Map<string, readonly string[]>();

/** Every chunk `host` imports statically, directly or not: all of them ran before its code did. */
function loadedWith(host: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [...(staticImports.get(host) ?? [])];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (loaded.has(file)) continue;
    loaded.add(file);
    pending.push(...(staticImports.get(file) ?? []));
  }
  return loaded;
}

/**
 * build.modulePreload.resolveDependencies: what a lazy import in a chunk preloads beside the module it
 * imports, less the chunks the importing chunk imports itself (loaded before its code could run). Vite
 * lists every chunk the lazy module needs, in an array of file names written into the importing chunk
 * (`__vite__mapDeps`): the list kit's array named the entry, the shell and the data chunk for each of its
 * drawers, about 0.5 KB of a list's first paint that preloaded nothing. Imports from the page itself
 * (index.html) keep their lists.
 */
export function withoutLoadedDeps(
  _file: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  if (context.hostType !== 'js' || !staticImports.has(context.hostId)) return deps;
  const loaded = loadedWith(context.hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

/** Reads the chunk graph before Vite writes the preload lists (withoutLoadedDeps reads it). */
export function lazyPreloadDeps(): Plugin {
  return {
    name: 'retaguarda:lazy-preload-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticImports = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output.imports]] : [],
          ),
        );
      },
    },
  };
}
