// Prints the closing line of `npm test`: the tests of vitest and Playwright added up.
import { existsSync, readFileSync } from 'node:fs';

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

let passed = 0;
let failed = 0;
let skipped = 0;
// vitest: the unit tests (npm run check) and the component tests.
for (const file of ['test-results/vitest-unit.json', 'test-results/vitest-component.json']) {
  const vitest = read(file);
  if (!vitest) continue;
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
// Playwright: the end-to-end tests, the production deployment suite, the conformance walk and the
// scaffolded resource's walk.
for (const file of [
  'test-results/e2e.json',
  'test-results/deploy.json',
  'test-results/conformance.json',
  'test-results/conformance-random.json',
  'test-results/scaffold.json',
]) {
  const e2e = read(file);
  if (!e2e) continue;
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
// The dependency audit (scripts/audit-prod.mjs): said here too, so a skipped audit is not missed.
const audit = read('test-results/audit.json');
if (audit) console.log(`\n${audit.checked ? '' : 'WARNING: '}${audit.line}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
