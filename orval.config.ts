import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';

/**
 * orval reads the bundled contract (generated/openapi.yaml, written by `npm run generate:bundle`
 * from openapi/openapi.yaml) and writes, split by tag:
 *  - generated/api: models, typed axios calls through src/lib/http and @tanstack/react-query hooks;
 *  - generated/zod: request/response validators (used by the mock API and the forms);
 *  - generated/msw: faker handlers, only a fallback behind the stateful mock API.
 */
const input = { target: './generated/openapi.yaml' };
const banner = 'generated — do not edit. Source: openapi/ (npm run generate).';
/**
 * The project's compiler options, but generated imports stay without extensions (bundler resolution):
 * tsconfig allows `.ts` imports for the config files that Node loads itself (vite.config.ts), and orval
 * would otherwise add `.ts` to every import it writes.
 */
const projectTsconfig = JSON.parse(readFileSync('./tsconfig.json', 'utf8'));
const tsconfig = {
  ...projectTsconfig,
  compilerOptions: { ...projectTsconfig.compilerOptions, allowImportingTsExtensions: false },
};

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/api/endpoints.ts',
      schemas: './generated/api/model',
      client: 'react-query',
      httpClient: 'axios',
      headers: true,
      clean: true,
      formatter: 'prettier',
      tsconfig,
      mock: { path: './generated/msw', indexMockFiles: true, generators: [{ type: 'msw', locale: 'pt_BR' }] },
      override: {
        header: () => [banner],
        mutator: { path: './src/lib/http/client.ts', name: 'httpRequest' },
        // Multipart bodies: a part holding an object goes as JSON with its type (the contract's encoding).
        formData: { mutator: { path: './src/lib/http/multipart-body.ts', name: 'multipartBody' } },
        query: { signal: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/zod/endpoints.ts',
      client: 'zod',
      clean: true,
      formatter: 'prettier',
      tsconfig,
      override: {
        header: () => [banner],
        zod: {
          generate: { param: true, query: true, header: true, body: true, response: true },
          // Query strings, path and header values arrive as text: numbers are coerced; booleans and
          // arrays are shaped by mocks/kit/request.ts before validation (z.coerce.boolean('false') is true).
          coerce: { param: ['number'], query: ['number'], header: ['number'] },
        },
      },
    },
  },
});
