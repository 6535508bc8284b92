/**
 * How a list's columns share the table's width (issue 34, "lists that use their width"). Pure: the
 * widths in px come from what each column needs, measured on the page's rows (column-measure.ts).
 *
 * - A fixed column (codes, documents, dates, tags, controls) gets what its widest value needs, its
 *   header on one line where the room allows (on two otherwise).
 * - Text columns share what is left: each is first given room for its widest word, then for its longest
 *   value in two lines (short of room for all, a share of it by what each lacks: the table then allows a
 *   line or two more, use-column-widths.ts), then, once the fixed columns' headers have theirs, in one
 *   line, the column that names the row (a ticket's title, a record's name) first; what is still left
 *   goes to the naming column (so a hidden column's room goes to the name).
 * - When even the least each column can take does not fit, every column keeps that least and the table
 *   is wider than its box (it scrolls sideways).
 */

/** What a column needs, in px, its cell padding included. */
export interface ColumnNeed {
  /** 'fixed': its values are read whole and never break; 'text': free text, at most two lines. */
  kind: 'fixed' | 'text';
  /** Its widest value (or its header) on one line. */
  oneLine: number;
  /** The width at which every value takes at most two lines (text columns; `min` for fixed ones). */
  twoLines: number;
  /** Text columns: the width at which no word of a value is broken (its widest word), between `min` and `twoLines`. */
  wholeWords?: number;
  /** The least it takes: its values (a fixed column's on one line), its header on two lines, a readable width for text. */
  min: number;
  /** The column that names the row: served first, and given the room left over. */
  lead?: boolean;
}

export interface ColumnWidths {
  /** The width of each column, in px (whole pixels). */
  widths: number[];
  /** The columns' least widths exceed the room: the table is wider than its box. */
  overflow: boolean;
}

/**
 * Raises each column of `targets` towards its `goal`, out of `free` px; when short, each gets a share of
 * what is there in proportion to what it still lacks. Returns what is left.
 */
function grow(
  widths: number[],
  targets: readonly number[],
  goal: (index: number) => number,
  free: number,
): number {
  const lacking = targets.map((index) => Math.max(0, goal(index) - widths[index]));
  const total = lacking.reduce((sum, lack) => sum + lack, 0);
  if (total === 0) return free;
  const share = Math.min(1, free / total);
  targets.forEach((index, position) => {
    widths[index] += lacking[position] * share;
  });
  return free - total * share;
}

/** The columns' widths within `available` px (see the module's comment for the rule). */
export function shareColumnWidths(needs: readonly ColumnNeed[], available: number): ColumnWidths {
  const widths = needs.map((need) => need.min);
  let free = available - widths.reduce((sum, width) => sum + width, 0);
  if (free < 0) return { widths: widths.map(Math.ceil), overflow: true };

  const texts = needs.flatMap((need, index) => (need.kind === 'text' ? [index] : []));
  const fixed = needs.flatMap((need, index) => (need.kind === 'fixed' ? [index] : []));
  const leads = texts.filter((index) => needs[index].lead);
  const others = texts.filter((index) => !needs[index].lead);
  const twoLines = (index: number) => needs[index].twoLines;
  const oneLine = (index: number) => needs[index].oneLine;
  // No word broken, then two lines, for every text; short of room, a share for each by what it lacks.
  free = grow(widths, texts, (index) => needs[index].wholeWords ?? needs[index].min, free);
  free = grow(widths, texts, twoLines, free);
  free = grow(widths, fixed, oneLine, free);
  free = grow(widths, leads, oneLine, free);
  free = grow(widths, others, oneLine, free);

  // The room left: to the naming column, else to the text columns, else to every column alike.
  const takers = leads.length > 0 ? leads : texts.length > 0 ? texts : needs.map((_, index) => index);
  if (takers.length > 0) {
    for (const index of takers) widths[index] += free / takers.length;
  }
  return { widths: wholePixels(widths, available, takers[0]), overflow: false };
}

/** Whole pixels that still add up to `available`: the rounding goes to one column (the naming one). */
function wholePixels(widths: readonly number[], available: number, taker: number | undefined): number[] {
  const whole = widths.map(Math.floor);
  if (taker !== undefined) whole[taker] += available - whole.reduce((sum, width) => sum + width, 0);
  return whole;
}
