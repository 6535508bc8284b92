/**
 * The visual pass's checks, run inside the page (`page.evaluate(findLayoutProblems)`): self-contained,
 * no imports or outer names, since Playwright sends the function's source to the browser.
 *
 * - the document is not wider than the viewport (and which elements stick out);
 * - values that must read as one piece (dates with their time, CPF, CNPJ, CEP, plates, phones, codes
 *   such as #1051 or APP-MG-01, a ticket's age such as 'há 3 dias') sit on one line: a Range over the
 *   matched text spans one line box;
 * - a visible control (button, link, input, tab) is not cut by the viewport's sides or by an ancestor
 *   that hides its overflow (one inside a scrollable container can be scrolled to, so it is fine).
 */
export function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const TOLERANCE = 1;

  const describe = (element: Element): string => {
    const text = (
      element.getAttribute('aria-label') ||
      (element as HTMLElement).innerText ||
      element.getAttribute('title') ||
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
    const classes =
      typeof element.className === 'string'
        ? element.className.trim().split(/\s+/).slice(0, 2).join('.')
        : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
  };

  /** Hidden on purpose for sighted users (screen-reader text, PrimeReact's accessible inputs), or not shown at all. */
  const isOffscreenByDesign = (element: Element): boolean =>
    element.closest('.app-visually-hidden, .p-hidden-accessible, [aria-hidden="true"], .leaflet-pane') !==
      null || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });

  /** The element whose box may clip `element`: its parent, or for an absolutely placed one its containing block. */
  const clippingParent = (element: Element): Element | null => {
    const position = getComputedStyle(element).position;
    if (position === 'fixed') return null;
    if (position !== 'absolute') return element.parentElement;
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.position !== 'static' || style.transform !== 'none' || style.contain.includes('paint'))
        return ancestor;
    }
    return null;
  };
  const clips = (style: CSSStyleDeclaration) =>
    style.overflowX !== 'visible' || style.overflowY !== 'visible';

  // (a) the document wider than the viewport, with the outermost elements that stick out.
  if (root.scrollWidth > viewportWidth + TOLERANCE) {
    const sticking = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= viewportWidth + TOLERANCE) continue;
      let contained = false;
      for (
        let parent = clippingParent(element);
        parent && parent !== document.body;
        parent = clippingParent(parent)
      ) {
        if (clips(getComputedStyle(parent))) contained = true;
      }
      if (!contained) sticking.add(element);
    }
    const outermost = [...sticking].filter((element) => {
      const parent = clippingParent(element);
      return !parent || !sticking.has(parent);
    });
    problems.push(
      `document is ${root.scrollWidth}px wide in a ${viewportWidth}px viewport; sticking out: ${outermost
        .slice(0, 3)
        .map(
          (element) =>
            `${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)}px)`,
        )
        .join(', ')}`,
    );
  }

  // (b) values broken across lines.
  const VALUES: ReadonlyArray<[string, RegExp]> = [
    ['date', /\b\d{2}\/\d{2}\/\d{4}(?:(?:\s*(?:-|,|às)\s*|\s+)\d{2}:\d{2}(?::\d{2})?)?/g],
    ['CNPJ', /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g],
    ['CPF', /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g],
    ['CEP', /\b\d{5}-\d{3}\b/g],
    ['phone', /\(\d{2}\)\s?\d{4,5}-\d{4}\b/g],
    ['plate', /\b[A-Z]{3}-?\d[A-Z0-9]\d{2}\b/g],
    // Codes carry a digit (APP-MG-01, #1051): an acronym in running text (CT-E) may wrap with it.
    ['code', /#\d+\b|\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-[A-Z]*\d[A-Z0-9]*\b/g],
    // A ticket's age: 'há 3 dias', 'há menos de um minuto'.
    ['age', /\bhá (?:\d+ (?:minutos?|horas?|dias?|mês|meses|anos?)|menos de um minuto)/g],
  ];
  const lineCount = (rects: DOMRectList): number => {
    const tops: number[] = [];
    for (const rect of rects) {
      if (rect.width === 0 || rect.height === 0) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops.length;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (text.length < 4 || !node.parentElement || isOffscreenByDesign(node.parentElement)) continue;
    for (const [kind, pattern] of VALUES) {
      for (const match of text.matchAll(pattern)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = lineCount(range.getClientRects());
        if (lines > 1)
          problems.push(
            `${kind} "${match[0]}" broken across ${lines} lines in ${describe(node.parentElement)}`,
          );
      }
    }
  }

  // (c) clipped controls.
  const CONTROLS =
    'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"]';
  for (const control of document.body.querySelectorAll(CONTROLS)) {
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || isOffscreenByDesign(control)) continue;
    let cutBy: string | null = null;
    let scrolledTo = false;
    for (
      let parent = clippingParent(control);
      parent && parent !== document.body && !cutBy;
      parent = clippingParent(parent)
    ) {
      const style = getComputedStyle(parent);
      // A long name cut short with an ellipsis is shortened on purpose (its whole text is in a tooltip).
      if (!clips(style) || style.textOverflow === 'ellipsis') continue;
      // Inside a scrollable box the control can be scrolled to (the box itself is checked as a whole).
      scrolledTo =
        ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
      if (scrolledTo) break;
      const box = parent.getBoundingClientRect();
      const cut =
        rect.left < box.left - TOLERANCE ||
        rect.right > box.right + TOLERANCE ||
        rect.top < box.top - TOLERANCE ||
        rect.bottom > box.bottom + TOLERANCE;
      if (cut) cutBy = describe(parent);
    }
    if (!cutBy && !scrolledTo && (rect.left < -TOLERANCE || rect.right > viewportWidth + TOLERANCE)) {
      cutBy = 'the viewport';
    }
    if (cutBy) problems.push(`control ${describe(control)} is cut by ${cutBy}`);
  }
  return problems;
}
