// Checks that the production build (dist/) carries no mock code: no msw, no faker, no mock API, no QA
// panel (its code and styles name `retaguarda-qa-panel`, mocks/qa/settings.ts), no service-worker
// script, no demo config.json (deploy/render.sh writes the deployment's). Exit 1 with the offending files
// otherwise.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const markers = [
  ['msw', /\[MSW\]|mockServiceWorker|onUnhandledFrame|setupWorker/],
  ['faker', /@faker-js|faker\.helpers|fakerPT_BR/],
  ['mock API', /retaguarda-mock-secret|startMockApi/],
  ['QA panel', /retaguarda-qa-panel/],
];

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no build in ${dist}/`);
  process.exit(1);
}
const problems = [];
if (existsSync(join(dist, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is emitted');
if (existsSync(join(dist, 'config.json')))
  problems.push("config.json is emitted (the demo's settings: mocks on)");
for (const file of files(dist).filter((f) => /\.(js|mjs|html|css)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  for (const [name, pattern] of markers)
    if (pattern.test(text)) problems.push(`${file} contains ${name} code`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.log('production build: 0 passed, 1 failed');
  process.exit(1);
}
console.log('production build: no msw, faker, mock API or QA panel code');
