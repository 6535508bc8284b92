// Checks the composition of a build's first paint (issue 8): see scripts/bundle-composition.mjs.
// Reads <dist>/.vite/chunk-modules.json (written by build/chunk-modules-plugin.ts).
// Usage: node scripts/check-bundle-composition.mjs [dist] [--demo]
//   --demo: <dist> is a demo build (npm run build:demo); its start-up must not hold faker or the seed code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDemoStartup, checkFirstPaint, HEAVY, SEED_CODE } from './bundle-composition.mjs';

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
const { problems, pages } = checkFirstPaint(chunks);
for (const { page, chunks: files } of pages) {
  console.log(`${page}: ${files.length} chunks in the first paint, none with ${HEAVY.map(([name]) => name).join(', ')}`);
}
if (demo) {
  const startup = checkDemoStartup(chunks);
  problems.push(...startup.problems);
  if (startup.problems.length === 0) {
    const names = SEED_CODE.map(([name]) => name).join(' or ');
    console.log(`demo start-up: ${startup.chunks.length} chunks, none with ${names}; faker only in ${startup.lazy.join(', ') || 'no chunk'}`);
  }
}
// Every file a chunk or the page names (imports, the preload lists of lazy imports) was emitted: a
// chunk that held only CSS is dropped by Vite, and a preload list that still named it fetched a 404.
const assets = join(dist, 'assets');
const emitted = readdirSync(assets).filter((file) => /\.js$/.test(file)).map((file) => join(assets, file));
for (const file of [join(dist, 'index.html'), ...emitted]) {
  for (const [, named] of readFileSync(file, 'utf8').matchAll(/["'`/](assets\/[\w.-]+\.(?:js|css))["'`]/g)) {
    if (!existsSync(join(dist, named))) problems.push(`${file.slice(dist.length + 1)} names ${named}, which the build did not emit`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
