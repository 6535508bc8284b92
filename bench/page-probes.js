// In-page instrumentation of the benchmark, installed by bench/browser.ts as an init script (it runs
// before the page's own scripts, in every document). Plain browser JavaScript: it is sent as text.
//
// window.__benchMarks (set by the lines before this file) names moments to stamp, each a condition
// { selector, text? (RegExp source matched against the trimmed text), idle? (no table is aria-busy) }.
// A MutationObserver checks them; when one holds, its `painted` time is the start of the next
// animation frame callback (the frame that shows it), in the page's performance.now() time.
(() => {
  const marks = window.__benchMarks || {};
  const perf = window.performance;
  const bench = { marks: {}, lcp: null, submitAt: null, clickAt: null, waiter: null };
  window.__bench = bench;
  perf.setResourceTimingBufferSize(2000);

  const describe = (element) => {
    if (!element) return null;
    const name =
      typeof element.className === 'string' && element.className.trim()
        ? `.${element.className.trim().split(/\s+/)[0]}`
        : '';
    return `${element.tagName.toLowerCase()}${name}`;
  };
  try {
    new window.PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.lcp = { t: entry.startTime, size: entry.size, element: describe(entry.element) };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP in this browser: the figure stays unmeasured.
  }
  window.addEventListener(
    'submit',
    (event) => {
      if (bench.submitAt === null) bench.submitAt = event.timeStamp;
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      bench.clickAt = event.timeStamp;
    },
    true,
  );

  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const holds = (spec) => {
    if (
      spec.idle &&
      (document.querySelector('table[aria-busy="true"]') ||
        !document.querySelector('table[aria-busy="false"]'))
    )
      return false;
    const pattern = spec.text ? new RegExp(spec.text) : null;
    for (const element of document.querySelectorAll(spec.selector)) {
      if ((!pattern || pattern.test(element.textContent.trim())) && visible(element)) return true;
    }
    return false;
  };
  // The clock is read inside the frame callback: its timestamp argument is the frame's begin time,
  // which on a busy main thread can be earlier than the change it shows.
  const stamp = (record) => {
    record.seen = perf.now();
    requestAnimationFrame(() => {
      record.painted = perf.now();
    });
  };

  // A table renders the rows beyond the screen after those on it; meanwhile it carries aria-rowcount.
  const rowsToCome = () => document.querySelector('table[aria-rowcount]') !== null;

  const check = () => {
    for (const [name, spec] of Object.entries(marks)) {
      if (!bench.marks[name] && holds(spec)) stamp((bench.marks[name] = { seen: null, painted: null }));
    }
    const waiter = bench.waiter;
    if (waiter && !waiter.settled && bench.clickAt !== null && holds(waiter.spec)) {
      waiter.settled = { start: bench.clickAt, seen: null, painted: null };
      stamp(waiter.settled);
    }
    if (waiter && waiter.settled && !waiter.complete && !rowsToCome()) {
      waiter.complete = { start: bench.clickAt, seen: null, painted: null };
      stamp(waiter.complete);
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'aria-selected', 'aria-sort', 'aria-rowcount'],
  });

  /**
   * Arms the wait for `spec` after the next click (the caller clicks, then reads bench.waiter.settled,
   * and bench.waiter.complete once no table has rows still to come).
   */
  bench.arm = (spec) => {
    if (holds(spec)) throw new Error(`already settled before the click: ${JSON.stringify(spec)}`);
    bench.clickAt = null;
    bench.waiter = { spec, settled: null, complete: null };
  };

  /** The LCP once fonts are in and two more frames are drawn (it no longer changes then). */
  bench.finalLcp = () =>
    document.fonts.ready.then(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(bench.lcp))),
        ),
    );

  /** Same-origin files whose fetch started by `time` (performance.now() time). */
  bench.filesBefore = (time) =>
    perf
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= time && new URL(entry.name).origin === location.origin)
      .map((entry) => ({ path: new URL(entry.name).pathname, encoded: entry.encodedBodySize }));
})();
