import type { Plugin } from 'vite';

/** Where the plugin writes its map, inside the build folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes, next to Vite's manifest, which source modules each JS chunk holds and which chunks it
 * imports statically and dynamically: the input of scripts/check-bundle-composition.mjs (heavy
 * libraries must stay out of the first paint of sign-in and the lists).
 */
export function chunkModules(): Plugin {
  return {
    name: 'retaguarda:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<
        string,
        {
          modules: string[];
          imports: string[];
          dynamicImports: string[];
          facade: string | null;
          entry: boolean;
        }
      > = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          modules: Object.keys(output.modules).map((id) =>
            id
              .replace(/\\/g, '/')
              .replace(/^.*?\/node_modules\//, 'node_modules/')
              .replace(process.cwd().replace(/\\/g, '/') + '/', ''),
          ),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          facade: output.facadeModuleId
            ? output.facadeModuleId.replace(process.cwd().replace(/\\/g, '/') + '/', '')
            : null,
          entry: output.isEntry,
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(chunks) });
    },
  };
}
