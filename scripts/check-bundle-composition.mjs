// Checks the composition of a build's first paint (issue 8): see scripts/bundle-composition.mjs.
// Reads <dist>/.vite/chunk-modules.json (written by build/chunk-modules-plugin.ts).
// Usage: node scripts/check-bundle-composition.mjs [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFirstPaint, HEAVY } from './bundle-composition.mjs';

const dist = process.argv[2] ?? 'dist';
const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
const { problems, pages } = checkFirstPaint(chunks);
for (const { page, chunks: files } of pages) {
  console.log(`${page}: ${files.length} chunks in the first paint, none with ${HEAVY.map(([name]) => name).join(', ')}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
