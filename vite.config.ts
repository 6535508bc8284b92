import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { defineConfig } from 'vite';
import { chunkModules } from './build/chunk-modules-plugin';
import { demoSeed } from './build/demo-seed-plugin';
import { themeContrast } from './build/theme-contrast-plugin';

/**
 * The mock API is compiled in for the dev server (`npm start`) and the demo build (`--mode demo`).
 * The production build (`npm run build`) leaves it out: the mock code, msw and faker are removed by
 * dead-code elimination and the worker script is not emitted. With the mocks, `demoSeed()` makes the
 * demo's data in Node (a hashed JSON asset in the build, a dev-server path in `npm start`).
 */
export default defineConfig(({ command, mode }) => {
  const mocksCompiledIn = command === 'serve' || mode === 'demo';
  return {
    plugins: [react(), chunkModules(), themeContrast(), ...(mocksCompiledIn ? [msw({ mode: 'worker-only' }), demoSeed()] : [])],
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
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
