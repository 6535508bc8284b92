// Prints the closing line of `npm test`: the tests of vitest and Playwright added up.
import { existsSync, readFileSync } from 'node:fs';

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
}
// Playwright: the end-to-end tests and the production deployment suite.
for (const file of ['test-results/e2e.json', 'test-results/deploy.json']) {
  const e2e = read(file);
  if (!e2e) continue;
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
