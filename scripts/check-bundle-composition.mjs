// Checks the composition of a build's first paint (issue 8): see scripts/bundle-composition.mjs.
// Reads <dist>/.vite/chunk-modules.json (written by build/chunk-modules-plugin.ts).
// Usage: node scripts/check-bundle-composition.mjs [dist] [--demo]
//   --demo: <dist> is a demo build (npm run build:demo); its start-up must not hold faker, the seed code or
//   the QA panel, and the QA panel's chunk names the marker the production build check looks for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkDemoStartup,
  checkFirstPaint,
  HEAVY,
  QA_LAUNCHER_MODULE,
  QA_PANEL_MARKER,
  SEED_CODE,
} from './bundle-composition.mjs';

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const chunks = JSON.parse(readFileSync(join(dist, '.vite/chunk-modules.json'), 'utf8'));
const { problems, pages } = checkFirstPaint(chunks);
for (const { page, chunks: files } of pages) {
  console.log(
    `${page}: ${files.length} chunks in the first paint, none with ${HEAVY.map(([name]) => name).join(', ')}`,
  );
}
if (demo) {
  const startup = checkDemoStartup(chunks);
  problems.push(...startup.problems);
  if (startup.problems.length === 0) {
    const names = SEED_CODE.map(([name]) => name).join(' or ');
    console.log(
      `demo start-up: ${startup.chunks.length} chunks, none with ${names} or the QA panel; faker only in ${startup.lazy.join(', ') || 'no chunk'}`,
    );
  }
  // The QA panel's button is there, and names the marker that keeps it out of production builds.
  const launcher = Object.keys(chunks).find((file) => chunks[file].facade === QA_LAUNCHER_MODULE);
  if (!launcher) problems.push(`demo: no chunk holds ${QA_LAUNCHER_MODULE}`);
  else if (!readFileSync(join(dist, launcher), 'utf8').includes(QA_PANEL_MARKER)) {
    problems.push(
      `demo: ${launcher} does not name ${QA_PANEL_MARKER}: scripts/check-production-build.mjs would miss the QA panel`,
    );
  } else
    console.log(`demo: the QA panel loads after the first paint (${launcher}, naming ${QA_PANEL_MARKER})`);
}
// Every file a chunk or the page names (imports, the preload lists of lazy imports) was emitted: a
// chunk that held only CSS is dropped by Vite, and a preload list that still named it fetched a 404.
const assets = join(dist, 'assets');
const emitted = readdirSync(assets)
  .filter((file) => /\.js$/.test(file))
  .map((file) => join(assets, file));
for (const file of [join(dist, 'index.html'), ...emitted]) {
  for (const [, named] of readFileSync(file, 'utf8').matchAll(/["'`/](assets\/[\w.-]+\.(?:js|css))["'`]/g)) {
    if (!existsSync(join(dist, named)))
      problems.push(`${file.slice(dist.length + 1)} names ${named}, which the build did not emit`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
