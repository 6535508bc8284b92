/**
 * The production Content-Security-Policy forbids eval (script-src without 'unsafe-eval', deploy/).
 * zod compiles object parsers with `new Function` when eval is allowed, and finds out by trying it when
 * the first object schema is built: under the CSP that try is a reported violation. Interpreted parsing
 * validates the same. Schemas read the setting when they are built, so src/main.tsx imports this first
 * (a schema built before it would report the violation: the deployment suite, tests/deploy, fails then).
 *
 * zod keeps its one configuration (what `z.config()` sets) on `globalThis.__zod_globalConfig`, shared by
 * every copy of zod, and adopts the object it finds there when it loads. Setting `jitless` there, rather
 * than calling `config()`, keeps zod itself out of the entry chunk: it loads with the first page that
 * validates. tests/unit/zod-jitless.test.ts checks that zod picks the setting up.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
