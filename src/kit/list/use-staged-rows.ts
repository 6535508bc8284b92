import { startTransition, useEffect, useState, type RefObject } from 'react';

/** The least height a body row takes (one line and its padding): it bounds how many rows a screen holds. */
const ROW_HEIGHT_FLOOR_PX = 32;

/**
 * The height of a body row as last drawn (0 until one is), shared by the kit's tables (one look). Read
 * from rows once drawn, never while rendering: reading the layout of a page that has just changed makes
 * the browser lay it out there and then, and again after the commit.
 */
let drawnRowHeight = 0;

/** How many rows `rowHeight` tall (0: not known yet) fill the screen, one more for a row cut by its edge. */
export function rowsOnScreen(rowHeight: number): number {
  return Math.ceil(window.innerHeight / Math.max(rowHeight, ROW_HEIGHT_FLOOR_PX)) + 1;
}

interface Stage<T> {
  records: readonly T[];
  /** The list's state (its page, order, tab, filters) the records are of. */
  stateKey: string;
  /** How many of them are rendered. */
  count: number;
}

/**
 * How many of `records` the table renders now. The records of a new state of the list (another page,
 * order, tab, filter: `stateKey` changed) render first the rows that fit on the screen, then, once those
 * are painted, the rest: a page of 100 rows shows in the time of the 15 or 20 on screen instead of all
 * 100 (their rendering, style, layout and paint are most of the wait). A refresh of the same state renders
 * every row at once: rows on screen are never taken away, so anything opened from a row stays open.
 */
export function useStagedRows<T>(
  records: readonly T[],
  stateKey: string,
  body: RefObject<HTMLTableSectionElement | null>,
): number {
  const [stage, setStage] = useState<Stage<T>>({ records, stateKey, count: records.length });
  let current = stage;
  if (stage.records !== records) {
    // Adjusted during render (React's pattern for state derived from props): the first commit of new
    // records already holds only the first stage, never all of them first.
    const staged = stateKey !== stage.stateKey || stage.count === 0;
    current = {
      records,
      stateKey,
      count: staged ? Math.min(records.length, rowsOnScreen(drawnRowHeight)) : records.length,
    };
    setStage(current);
  }

  useEffect(() => {
    const firstRow = body.current?.rows[0];
    if (current.count > 0 && firstRow) drawnRowHeight = firstRow.getBoundingClientRect().height;
  }, [current.count, body]);

  useEffect(() => {
    if (current.count >= current.records.length) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set in the next frame's callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // A transition: the rest renders in slices that give way to the user's input (and a click that
        // brings another state of the list abandons it).
        startTransition(() =>
          setStage((latest) =>
            latest.records === current.records ? { ...latest, count: latest.records.length } : latest,
          ),
        );
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current]);

  return current.count;
}
