import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Vitest's default is one worker less than the cores: one worker on CI's two, with the second core
      // idle while a file's modules load. Test files wait on timers and the mock API as much as on the CPU.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'codegen/**/*.test.ts'],
            // Not vitest's 5 s: a unit test that renders the generator's pages, compiles the theme or reads
            // a build takes seconds on a quiet machine, several times that on a CI runner that is not.
            // (Those that start processes or ESLint give themselves a minute.)
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['tests/component/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/component/setup.ts'],
            // A cold worker's first render loads a page's whole module graph, slower when both cores are busy.
            testTimeout: 15_000,
          },
        },
      ],
    },
  }),
);
