import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { appChunkGroup } from './build/app-chunk-groups.ts';
import { chunkModules } from './build/chunk-modules-plugin.ts';
import { demoSeed } from './build/demo-seed-plugin.ts';
import { omitDemoConfig } from './build/demo-config-plugin.ts';
import { deployFiles } from './build/deploy-files-plugin.ts';
import { lazyPreloadDeps, withoutLoadedDeps } from './build/lazy-preload-deps.ts';
import { routePreload } from './build/route-preload-plugin.ts';
import { theme } from './build/theme-plugin.ts';

/** The resource kit's TypeScript modules (src/kit): free of side effects at import. */
const KIT_MODULE = /\/src\/kit\/.*\.tsx?$/;

/**
 * Vendor code loaded together, one chunk per group instead of a dozen small ones (the first paint of a
 * list fetched ~40 files over HTTP/1.1's six connections): PrimeReact's component base, which every
 * PrimeReact widget (dropdowns, calendars, dialogs: loaded with the pages and dialogs that use them; the
 * lists and the shell draw their buttons and inputs as plain markup) shares; axios and react-query; the
 * table. Each group holds only the modules it names (their dependencies stay where they are), so the
 * entry and the sign-in page, which need none of them, do not grow.
 */
const VENDOR_GROUPS = [
  {
    name: 'primereact',
    test: /node_modules[\\/]primereact[\\/](api|utils|componentbase|hooks|portal|ripple|tooltip|button|inputtext|keyfilter|iconbase|icons[\\/]spinner|overlayservice)[\\/]/,
  },
  {
    name: 'data',
    test: /node_modules[\\/](axios|@tanstack[\\/](query-core|react-query))[\\/]/,
  },
  {
    name: 'table',
    test: /node_modules[\\/](@tanstack[\\/](table-core|react-table|store|react-store)|use-sync-external-store)[\\/]/,
  },
];

/**
 * A build with React's development code (NODE_ENV=development: the visual pass's demo) compiles the app's
 * JSX to react/jsx-dev-runtime, so the libraries' react/jsx-runtime is in no chunk of the entry: left to
 * itself it lands in a chunk that imports the data group while the data group imports it (a cycle, which
 * runs one half before the other). It gets a chunk of its own there. Production builds have it in the entry.
 */
const DEV_GROUPS =
  process.env.NODE_ENV === 'development'
    ? [{ name: 'react-jsx', test: /node_modules[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/ }]
    : [];

/**
 * `npm start` opens the app in a browser only where one can be opened: macOS and Windows always, other
 * systems when a desktop session is there (DISPLAY or WAYLAND_DISPLAY) and `xdg-open` is installed.
 * Headless machines and CI just print the address (vite would otherwise fail to spawn xdg-open).
 * `BROWSER=none` turns it off anywhere.
 */
function browserCanOpen(): boolean {
  if (process.env.CI || process.env.BROWSER === 'none') return false;
  if (process.platform === 'darwin' || process.platform === 'win32') return true;
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return false;
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, 'xdg-open'), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The mock API is compiled in for the dev server (`npm start`) and the demo build (`--mode demo`).
 * The production build (`npm run build`) leaves it out: the mock code, msw and faker are removed by
 * dead-code elimination and the worker script is not emitted. With the mocks, `demoSeed()` makes the
 * demo's data in Node (a hashed JSON asset in the build, a dev-server path in `npm start`).
 */
export default defineConfig(({ command, mode }) => {
  const mocksCompiledIn = command === 'serve' || mode === 'demo';
  return {
    plugins: [
      react(),
      chunkModules(),
      theme(),
      ...(mocksCompiledIn ? [msw({ mode: 'worker-only' }), demoSeed()] : []),
      routePreload({ earlyReads: !mocksCompiledIn }),
      ...(mocksCompiledIn ? [] : [omitDemoConfig()]),
      deployFiles(),
      lazyPreloadDeps(),
    ],
    define: { __MOCKS_COMPILED_IN__: JSON.stringify(mocksCompiledIn) },
    resolve: {
      alias: {
        '@/': fileURLToPath(new URL('./src/', import.meta.url)),
        '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
        '@mocks/': fileURLToPath(new URL('./mocks/', import.meta.url)),
      },
    },
    build: {
      manifest: true,
      outDir: mode === 'demo' ? (process.env.RETAGUARDA_DEMO_OUT_DIR ?? 'dist-demo') : 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // A lazy import preloads what its module needs beyond what its importer already has.
      modulePreload: { resolveDependencies: withoutLoadedDeps },
      rolldownOptions: {
        // The kit's front door re-exports every part of the kit: its modules only declare components, hooks
        // and values, so a page whose code uses none of a module's exports leaves it (and its CSS) out.
        treeshake: { moduleSideEffects: [{ test: KIT_MODULE, sideEffects: false }] },
        // Then the app's own code: the signed-in shell, the list kit and what lists share with forms, one
        // chunk each (build/app-chunk-groups.ts) rather than some forty small chunks fetched one by one.
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [...VENDOR_GROUPS, ...DEV_GROUPS, appChunkGroup],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, open: command === 'serve' && browserCanOpen() },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
