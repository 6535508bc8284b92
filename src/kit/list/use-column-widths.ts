import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { measureColumns, textLinesAt, type MeasuredColumn, type TableMetrics } from './column-measure';
import { shareColumnWidths, type ColumnWidths } from './column-widths';

/**
 * The columns' widths and the lines free text may take: two, or as many as the text column shortest of
 * room needs (a clamp is a most: a text that fits two lines still takes two).
 */
export interface TableLayout extends ColumnWidths {
  textLines?: number;
}

/** What the table's box and CSS say (its width, its cells' padding and font); null before it is laid out. */
function readMetrics(box: HTMLElement): TableMetrics | null {
  // A sortable header's padding is the one the value cells have (not the selection's or the actions').
  const header = box.querySelector('th[aria-sort]') ?? box.querySelector('th');
  if (!header || box.clientWidth === 0) return null;
  // A header cell has the table's font family and size (only its weight is its own).
  const style = getComputedStyle(header);
  return {
    available: box.clientWidth,
    padding: Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight),
    family: style.fontFamily,
    size: Number.parseFloat(style.fontSize),
  };
}

const sameMetrics = (a: TableMetrics | null, b: TableMetrics | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The widths of a table's columns (column-widths.ts) from the values of `records`, for the width of
 * `box` as it is now and as it changes (a resize, the side bar, a media query's padding); null until the
 * box is laid out (and where nothing is: jsdom), when the browser lays the table out by itself.
 *
 * The box is read once before the first paint and then only when it resizes (ResizeObserver), never while
 * rendering; the rows need not render again for new widths (they sit in the table's `<col>`s).
 */
export function useColumnWidths<R>(
  box: RefObject<HTMLElement | null>,
  columns: readonly MeasuredColumn<R>[],
  records: readonly R[],
): TableLayout | null {
  const [metrics, setMetrics] = useState<TableMetrics | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const read = () => {
      const next = readMetrics(element);
      setMetrics((previous) => (sameMetrics(previous, next) ? previous : next));
    };
    read();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);

  return useMemo(() => {
    if (!metrics) return null;
    const needs = measureColumns(columns, records, metrics);
    const shared = shareColumnWidths(needs, metrics.available);
    // A text column short of its two lines' room takes a line or two more rather than cut its text.
    let textLines = 2;
    needs.forEach((need, index) => {
      if (need.kind === 'text' && shared.widths[index] < need.twoLines)
        textLines = Math.max(textLines, textLinesAt(columns[index], records, metrics, shared.widths[index]));
    });
    return textLines > 2 ? { ...shared, textLines } : shared;
  }, [columns, records, metrics]);
}
