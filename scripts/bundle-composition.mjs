// The first paint of a page: the entry chunk, the page's route chunk and every chunk they import
// statically. Heavy libraries (pdf.js, Leaflet, Quill, exceljs, msw, faker) must not be in it.
// The demo build's start-up (entry + the mock API's chunk, and what they import statically) must not
// hold faker or the seed code: the demo fetches a pre-generated seed (build/demo-seed-plugin.ts); nor the
// QA panel, which loads after the first paint.

export const HEAVY = [
  ['pdf.js', /node_modules\/pdfjs-dist\//],
  ['Leaflet', /node_modules\/leaflet\//],
  ['Quill', /node_modules\/(quill|parchment|quill-delta)\//],
  ['exceljs', /node_modules\/exceljs\//],
  ['msw', /node_modules\/(msw|@mswjs)\//],
  ['faker', /node_modules\/@faker-js\//],
];

/** The first paints checked: a page's route module (the entry is always part of it). */
export const PAGES = [
  ['sign-in', 'src/features/auth/sign-in-page.tsx'],
  ['tickets list', 'src/features/tickets/list/ticket-list-page.tsx'],
  ['resource list', 'generated/pages/cidades/list-page.tsx'],
  ['resource form', 'generated/pages/cidades/form-page.tsx'],
];

/** The module the demo build loads at start-up (src/main.tsx imports it dynamically when mocks are on). */
export const MOCK_API_MODULE = 'mocks/browser.ts';
/** The rest of the mock API, which it imports dynamically: loaded by every demo page too. */
export const MOCK_API_PARTS = ['mocks/browser-api.ts', 'mocks/handlers/page-data.ts'];

/** Never in the demo's start-up; only in the lazy chunk of the 'large' profile (seeded in the page). */
export const SEED_CODE = [
  ['faker', /node_modules\/@faker-js\//],
  ['the seed code', /^mocks\/db\/seed\/(index|seed-context)\.ts$/],
];

/**
 * The QA panel (mocks/qa): its button loads after the first paint, the rest when used; never at start-up.
 * (The contract's operations, which the panel lists, are not its own: the mock's page-data handlers check
 * their answers against them.)
 */
export const QA_PANEL_CODE = [
  'the QA panel',
  /^(mocks\/qa\/(launcher|panel|scenario|link)\.tsx?|mocks\/qa\/qa-panel\.css)$/,
];
/** The QA panel's button, which the demo loads after its first paint. */
export const QA_LAUNCHER_MODULE = 'mocks/qa/launcher.tsx';
/** What the QA panel's code and styles name, and scripts/check-production-build.mjs looks for. */
export const QA_PANEL_MARKER = 'retaguarda-qa-panel';

const chunkOf = (chunks, module) =>
  Object.keys(chunks).find((file) => chunks[file].facade === module || chunks[file].modules.includes(module));

/** A chunk and every chunk it imports statically, transitively. */
function staticClosure(chunks, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !chunks[file]) continue;
    seen.add(file);
    stack.push(...chunks[file].imports);
  }
  return seen;
}

/**
 * For each page, the chunks of its first paint, and the problems found: a heavy library in one of
 * them, or a page (or the entry) that no chunk holds.
 */
export function checkFirstPaint(chunks, pages = PAGES) {
  const entry = Object.keys(chunks).find((file) => chunks[file].entry);
  if (!entry) return { problems: ['no entry chunk'], pages: [] };
  const problems = [];
  const report = [];
  for (const [page, module] of pages) {
    const routeChunk = chunkOf(chunks, module);
    if (!routeChunk) {
      problems.push(`${page}: no chunk holds ${module}`);
      continue;
    }
    const files = new Set([...staticClosure(chunks, entry), ...staticClosure(chunks, routeChunk)]);
    for (const file of files) {
      for (const [name, pattern] of HEAVY) {
        const found = chunks[file].modules.find((id) => pattern.test(id));
        if (found) problems.push(`${page}: ${name} is in the first paint (${file} holds ${found})`);
      }
    }
    report.push({ page, chunks: [...files] });
  }
  return { problems, pages: report };
}

/**
 * The demo build's start-up: the entry, the mock API's chunks and every chunk they import statically.
 * Problems: faker, the seed code or the QA panel in one of them, no entry, or no mock API chunk (not a
 * demo build).
 * `lazy` lists the chunks that hold faker (behind a dynamic import: the 'large' profile's).
 */
export function checkDemoStartup(chunks) {
  const entry = Object.keys(chunks).find((file) => chunks[file].entry);
  if (!entry) return { problems: ['no entry chunk'], chunks: [], lazy: [] };
  const mockChunk = chunkOf(chunks, MOCK_API_MODULE);
  if (!mockChunk)
    return {
      problems: [`demo start-up: no chunk holds ${MOCK_API_MODULE} (not a demo build?)`],
      chunks: [],
      lazy: [],
    };
  const parts = MOCK_API_PARTS.map((module) => chunkOf(chunks, module)).filter((file) => file !== undefined);
  const files = new Set([entry, mockChunk, ...parts].flatMap((file) => [...staticClosure(chunks, file)]));
  const problems = [];
  for (const file of files) {
    for (const [name, pattern] of [...SEED_CODE, QA_PANEL_CODE]) {
      const found = chunks[file].modules.find((id) => pattern.test(id));
      if (found) problems.push(`demo start-up: ${name} is loaded at start-up (${file} holds ${found})`);
    }
  }
  const lazy = Object.keys(chunks).filter(
    (file) => !files.has(file) && chunks[file].modules.some((id) => SEED_CODE[0][1].test(id)),
  );
  return { problems, chunks: [...files], lazy };
}
