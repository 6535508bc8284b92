/**
 * Checks that a list uses its width (issue 34), run inside the page (`page.evaluate(findListWidthProblems)`):
 * self-contained, no imports or outer names, since Playwright sends the function's source to the browser.
 *
 * - from 1366 px on (or `namesFromWidth`), the free text of a table's cells (a ticket's title and the
 *   customer under it, a record's name, the customer beside it) is whole: nothing marked as cut to fit (an
 *   ellipsis, a clamp of lines) is wider or taller than its box;
 * - at every width, a status tag (a record's Situação, a ticket's status) sits on one line.
 */
export function findListWidthProblems(namesFromWidth = 1366): string[] {
  const problems: string[] = [];
  const TOLERANCE = 1;
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.closest('[aria-hidden="true"], .app-visually-hidden') === null;

  // (a) a cut name, title or other free text (the table's one tooltip shows whatever is marked
  // data-tooltip-truncated).
  if (window.innerWidth >= namesFromWidth) {
    for (const table of document.querySelectorAll('main table')) {
      const caption = table.querySelector('caption')?.textContent?.trim() ?? 'table';
      for (const cell of table.querySelectorAll('tbody td')) {
        for (const element of cell.querySelectorAll<HTMLElement>('[data-tooltip-truncated]')) {
          if (!shown(element)) continue;
          const wider = element.scrollWidth > element.clientWidth + TOLERANCE;
          const taller = element.scrollHeight > element.clientHeight + TOLERANCE;
          if (wider || taller)
            problems.push(
              `cut-name "${text(element)}" in ${caption} (${wider ? 'wider' : 'taller'} than its box)`,
            );
        }
      }
    }
  }

  // (b) a tag broken across lines: its text's line boxes, as for a value broken across lines.
  const range = document.createRange();
  for (const tag of document.querySelectorAll('main .resource-list__status, main .ticket-status')) {
    if (!shown(tag)) continue;
    range.selectNodeContents(tag);
    const tops: number[] = [];
    for (const rect of range.getClientRects()) {
      if (rect.width === 0 || rect.height === 0) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    if (tops.length > 1) problems.push(`wrapped-tag "${text(tag)}" on ${tops.length} lines`);
  }
  return problems;
}
