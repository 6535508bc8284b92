// zod/mini shares zod's one global configuration (zod/v4/core), so this covers every schema.
import { config } from 'zod/mini';

/**
 * The production Content-Security-Policy forbids eval (script-src without 'unsafe-eval', deploy/).
 * zod compiles object parsers with `new Function` when eval is allowed, and finds out by trying it when
 * the first object schema is built: under the CSP that try is a reported violation. Interpreted parsing
 * validates the same. Schemas read the setting when they are built, so src/main.tsx imports this first
 * (a schema built before it would report the violation: the deployment suite, tests/deploy, fails then).
 */
config({ jitless: true });
