// The first paint of a page: the entry chunk, the page's route chunk and every chunk they import
// statically. Heavy libraries (pdf.js, Leaflet, Quill, exceljs, msw, faker) must not be in it.

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
    const routeChunk = Object.keys(chunks).find((file) => chunks[file].facade === module || chunks[file].modules.includes(module));
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
