import { readFileSync } from 'node:fs';
import { defineConfig, type InputTransformerFn } from 'orval';

/**
 * The contract declares the Idempotency-Key header on every POST and PATCH (openapi/parameters.yaml),
 * yet no code of the app passes it: the HTTP client's interceptor gives each write a fresh key and its
 * retry the same one (src/lib/http/idempotent-writes.ts). Read as it is, the contract would give every
 * generated write call and hook a required `headers` argument (`headers: true` below is for the few
 * header parameters the app does pass, such as the empresaId of ativa/inativa), and the zod files a
 * header schema per write that nothing reads (the mock API reads the key once, in mocks/kit/dispatch.ts).
 * So orval reads the contract without that one parameter: the calls, hooks, zod and msw stay as they
 * are, and generated/openapi.yaml keeps it for validators, other generators and a backend.
 */
const withoutIdempotencyKey: InputTransformerFn = (spec) => {
  const shared = spec.components?.parameters ?? {};
  const isKey = (parameter: unknown): boolean => {
    const ref = (parameter as { $ref?: string }).$ref;
    const declared = (
      ref?.startsWith('#/components/parameters/')
        ? shared[ref.slice('#/components/parameters/'.length)]
        : parameter
    ) as { in?: string; name?: string } | undefined;
    return declared?.in === 'header' && declared.name?.toLowerCase() === 'idempotency-key';
  };
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).map(([path, item]) => {
      const operations = Object.entries(item ?? {}).map(([method, operation]) => {
        if (method !== 'post' && method !== 'patch') return [method, operation];
        const { parameters, ...rest } = operation as { parameters?: unknown[] };
        const kept = parameters?.filter((parameter) => !isKey(parameter));
        return [method, kept?.length ? { ...rest, parameters: kept } : rest];
      });
      return [path, Object.fromEntries(operations)];
    }),
  );
  const parameters = Object.fromEntries(Object.entries(shared).filter(([, parameter]) => !isKey(parameter)));
  return { ...spec, paths, components: { ...spec.components, parameters } };
};

/**
 * orval reads the bundled contract (generated/openapi.yaml, written by `npm run generate:bundle`
 * from openapi/openapi.yaml) and writes, split by tag:
 *  - generated/api: models, typed axios calls through src/lib/http and @tanstack/react-query hooks;
 *  - generated/zod: request/response validators (used by the mock API and the forms);
 *  - generated/msw: faker handlers, only a fallback behind the stateful mock API.
 */
const input = {
  target: './generated/openapi.yaml',
  override: { transformer: withoutIdempotencyKey },
};
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
