// ESLint flat config: recommended rules plus the rooms of the code and the direction of their imports
// (docs/architecture.md, "The rooms of src" and "The two generated rooms").
// Lints everything but build output; generated/ is checked for its imports only.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The `globals` package is not a dependency: the few names JavaScript files may use are listed here
// (TypeScript files are checked by the compiler, so no-undef is off for them).
const browserGlobals = Object.fromEntries(
  [
    'window',
    'document',
    'navigator',
    'location',
    'history',
    'self',
    'globalThis',
    'console',
    'localStorage',
    'sessionStorage',
    'fetch',
    'Request',
    'Response',
    'Headers',
    'FormData',
    'Blob',
    'File',
    'FileReader',
    'URL',
    'URLSearchParams',
    'WebSocket',
    'Event',
    'EventTarget',
    'CustomEvent',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'crypto',
    'structuredClone',
    'queueMicrotask',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'atob',
    'btoa',
    'HTMLElement',
    'Node',
    'MutationObserver',
    'ResizeObserver',
    'IntersectionObserver',
    'BroadcastChannel',
    'MessageChannel',
    'ReadableStream',
    'WritableStream',
    'TransformStream',
    'caches',
    'clients',
    'registration',
  ].map((name) => [name, 'readonly']),
);
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'Buffer',
    'global',
    'globalThis',
    'console',
    'setImmediate',
    'clearImmediate',
    '__dirname',
    '__filename',
  ].map((name) => [name, 'readonly']),
);

// ---- import boundaries -------------------------------------------------------------------------------
const axios = {
  paths: [
    {
      name: 'axios',
      message: 'Use the one HTTP client of src/lib/http (generated hooks).',
      allowTypeImports: true,
    },
  ],
  patterns: [
    { regex: '^axios/', message: 'Use the one HTTP client of src/lib/http.', allowTypeImports: true },
  ],
};
const mocks = {
  patterns: [
    {
      regex: '^@mocks(/|$)|(^|/)mocks(/|$)',
      message: 'The mock API is imported only by src/main.tsx (dynamic import) and by tests.',
    },
  ],
};
/**
 * PrimeReact outside src/ui: its markup-only components are drawn by src/ui (Button, Badge, Skeleton,
 * SearchInput, UserAvatar: a page's first paint loads none of PrimeReact), and its widgets come through
 * src/ui/primereact/<widget>, which sets them up (pt-BR texts, pass-through options). Types stay free.
 */
const primereact = {
  paths: [
    {
      name: 'primereact/button',
      message: "Use Button from @/ui/button: the same markup and classes, none of PrimeReact's code.",
      allowTypeImports: true,
    },
  ],
  patterns: [
    {
      regex: '^primereact/(?!button$)',
      message:
        'Import PrimeReact widgets from @/ui/primereact/<widget> (it sets them up); markup-only ones (badge, skeleton, avatar, icon field) are in src/ui.',
      allowTypeImports: true,
    },
  ],
};
/**
 * The rooms of src (docs/architecture.md): lib (services and rules) and ui (generic UI primitives) any
 * code may use; the resource kit (src/kit), which outside code reaches only through its front door
 * `@/kit`; the resource extensions (src/resources/<segment>), which generated pages and features use and
 * the kit never does; the features; the app shell. A room is forbidden by alias or relative path.
 */
const room = (name) => `^@/${name}(/|$)|(^|/)src/${name}(/|$)|^(\\.\\./)+${name}(/|$)`;
/** A room of generated/ (pages, tables), by alias or by a path through generated/. */
const generatedRoom = (name) => `^@generated/${name}(/|$)|(^|/)generated/${name}(/|$)`;
const forbid = (names, message, generatedRooms = []) => ({
  patterns: [{ regex: [...names.map(room), ...generatedRooms.map(generatedRoom)].join('|'), message }],
});
const kitBehindEntry = {
  patterns: [
    {
      regex: '^@/kit/|(^|/)src/kit/|^(\\.\\./)+kit/',
      message: 'Outside src/kit, import the resource kit only from its front door: @/kit.',
    },
  ],
};
const libOnly = forbid(
  ['ui', 'kit', 'resources', 'features', 'app'],
  "src/lib imports only src/lib, generated/tables and orval's output (generated/api, generated/zod): the generated pages sit above the kit.",
  ['pages'],
);
const uiOnly = forbid(['kit', 'resources', 'features', 'app'], 'src/ui imports only src/ui and src/lib.', [
  'pages',
]);
const kitOnly = forbid(
  ['resources', 'features', 'app'],
  "The resource kit imports only src/ui, src/lib and generated/ (its tables and orval's output, never its pages): what one resource needs is a resource extension (src/resources), passed in by the generated page.",
  ['pages'],
);
const resourcesOnly = forbid(
  ['features', 'app'],
  'Resource extensions import src/ui, src/lib, the kit (@/kit) and generated/.',
);
const noApp = forbid(['app'], 'Features never import the app shell.');
/**
 * generated/ holds three rooms. orval's output (api, zod, msw) sits on src/lib (its HTTP client) and src/lib
 * reads it. The tables codegen writes (resources, permissions, groups, enums, picker sources, configuration
 * forms, the mock API's view of each resource, the contract's operations) are data src/lib reads too, so they
 * stay below it: orval's calls, models and zod schemas, src/lib/resources (their types) and src/lib/format
 * (a picker's detail), and the kit's types only (a type import is erased, so no module above src/lib runs
 * under it). The pages and their route records sit over the kit, with the resource extensions they name.
 */
const mocksPattern = '^@mocks(/|$)|(^|/)mocks(/|$)';
const orvalOnly = {
  patterns: [
    {
      regex: `^@/(?!lib(/|$))|(^|/)src/(?!lib/)|${generatedRoom('pages')}|${generatedRoom('tables')}|${mocksPattern}`,
      message: "orval's output (generated/api, zod, msw) imports only itself and src/lib (its HTTP client).",
    },
  ],
};
const tablesOnly = {
  patterns: [
    {
      regex: `^@/(?!(lib/(resources|format)/|kit$))|(^|/)src/(?!lib/(resources|format)/)|^@generated/(?!(api|zod|tables)/)|(^|/)generated/(pages|msw)(/|$)|^(\\.\\./)+(pages|msw)(/|$)|${mocksPattern}`,
      message:
        "generated/tables imports only orval's calls, models and zod schemas, other tables, src/lib/resources, src/lib/format and the kit's types: src/lib reads the tables.",
    },
    {
      regex: '^@/kit$',
      allowTypeImports: true,
      message: 'generated/tables takes only types from the kit (import type): src/lib reads the tables.',
    },
    {
      regex: '^@generated/api/model(/|$)',
      allowTypeImports: true,
      message: "generated/tables takes only types from orval's models (import type).",
    },
  ],
};
const pagesOnly = {
  patterns: [
    {
      regex: `^@/(?!(lib|ui|kit|resources)(/|$))|(^|/)src/(?!(lib|ui|kit|resources)(/|$))|${mocksPattern}`,
      message: 'generated/pages imports only generated/, src/lib, src/ui, the kit (@/kit) and src/resources.',
    },
  ],
};
/** Inside src/features/<f>/ at `depth` folders below <f>: no other feature, by alias or relative path. */
function featureOnly(depth) {
  const up = `(\\.\\./){${depth + 1}}`;
  return {
    patterns: [
      {
        regex: `^@/features(/|$)|^${up}(?!\\.\\./)|^${up}\\.\\./features(/|$)`,
        message: 'Features never import each other; inside a feature use relative imports.',
      },
    ],
  };
}
function merge(...groups) {
  return {
    paths: groups.flatMap((group) => group.paths ?? []),
    patterns: groups.flatMap((group) => group.patterns ?? []),
  };
}
function restrictImports(files, ignores, ...groups) {
  return {
    files,
    ignores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', merge(...groups)] },
  };
}

const featureDepths = [0, 1, 2, 3, 4, 5];
const featureFiles = (depth) => [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];

const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'No hand-written fetch: use the generated hooks (src/lib/http).' },
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      property: 'fetch',
      message: 'No hand-written fetch: use the generated hooks (src/lib/http).',
    })),
  ],
};

/**
 * generated/ is never edited by hand, so it gets no style or recommended rules, only the boundary rule
 * below (what generated code may import).
 */
const notGenerated = (config) =>
  config.rules ? { ...config, ignores: [...(config.ignores ?? []), 'generated/**'] } : config;

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-*',
    'node_modules',
    'coverage',
    'public/mockServiceWorker.js',
    'playwright-report',
    'test-results',
    '.tools',
  ]),
  notGenerated(js.configs.recommended),
  tseslint.configs.recommended.map(notGenerated),
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['generated/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**'], languageOptions: { globals: browserGlobals } },
  {
    files: [
      'tests/**',
      'mocks/**',
      'codegen/**',
      'conformance/**',
      'scripts/**',
      'bench/**',
      '*.{js,ts,mjs,cjs}',
      'public/**',
    ],
    languageOptions: { globals: { ...browserGlobals, ...nodeGlobals } },
  },

  // Boundaries (each file gets exactly one of these sets).
  restrictImports(
    ['src/**/*.{ts,tsx}'],
    ['src/lib/**', 'src/ui/**', 'src/kit/**', 'src/resources/**', 'src/features/**', 'src/main.tsx'],
    axios,
    mocks,
    kitBehindEntry,
    primereact,
  ),
  restrictImports(['src/main.tsx'], [], axios, kitBehindEntry),
  restrictImports(['src/lib/http/**/*.{ts,tsx}'], [], mocks, libOnly),
  restrictImports(['src/lib/**/*.{ts,tsx}'], ['src/lib/http/**'], axios, mocks, libOnly),
  restrictImports(['src/ui/**/*.{ts,tsx}'], ['src/ui/primereact/**'], axios, mocks, uiOnly, primereact),
  restrictImports(['src/ui/primereact/**/*.{ts,tsx}'], [], axios, mocks, uiOnly),
  restrictImports(['src/kit/**/*.{ts,tsx}'], [], axios, mocks, kitOnly, primereact),
  restrictImports(
    ['src/resources/**/*.{ts,tsx}'],
    [],
    axios,
    mocks,
    resourcesOnly,
    kitBehindEntry,
    primereact,
  ),
  ...featureDepths.map((depth) =>
    restrictImports(
      featureFiles(depth),
      [],
      axios,
      mocks,
      featureOnly(depth),
      noApp,
      kitBehindEntry,
      primereact,
    ),
  ),
  restrictImports(['generated/{api,zod,msw}/**/*.{ts,tsx}'], [], axios, orvalOnly),
  restrictImports(['generated/tables/**/*.{ts,tsx}'], [], axios, tablesOnly),
  restrictImports(['generated/pages/**/*.{ts,tsx}'], [], axios, pagesOnly, kitBehindEntry),
  // End-to-end tests take `test` from tests/e2e/test.ts, whose console check fails a test on any
  // unexpected console error or warning (React's warnings among them).
  restrictImports(['tests/e2e/**/*.ts'], ['tests/e2e/test.ts'], {
    paths: [
      {
        name: '@playwright/test',
        importNames: ['test'],
        message: 'Import test (and expect) from tests/e2e/test.ts: it adds the console check.',
      },
    ],
  }),
  {
    // Dynamic imports of the mock API: only the boot code (static imports are covered above).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@mocks\\x2F|(^|\\x2F)mocks(\\x2F|$)/]',
          message: 'The mock API is imported only by src/main.tsx (dynamic import) and by tests.',
        },
      ],
    },
  },
  {
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@mocks\\x2F|(^|\\x2F)mocks(\\x2F|$)/]',
          message:
            'Load the mock API with a dynamic import behind __MOCKS_COMPILED_IN__ (dropped in production).',
        },
      ],
    },
  },
  // No hand-written fetch outside src/lib (the boot-time config read lives in src/lib/config).
  { files: ['src/**/*.{ts,tsx}', 'generated/**/*.{ts,tsx}'], ignores: ['src/lib/**'], rules: noFetch },
]);
