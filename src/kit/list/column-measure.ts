import type { ReactNode } from 'react';
import type { ColumnNeed } from './column-widths';

/**
 * What the width rule reads of a column's cells (KitColumnMeta.measure): the text a row shows, in which
 * font, and the room beyond it; or, for content that is not text (controls, avatars), its width.
 */
export interface ColumnMeasure<R> {
  /** The text the cell of `record` shows (plain text of the column's values). A method: a column of any record type fits. */
  text?(record: R): string | null | undefined;
  /** Its font weight (default 400; a record's link 500, a ticket's title 600). */
  weight?: number;
  /** Its size in px when not the table's (a tag's 12 or 13 px). */
  size?: number;
  /** Room beyond the text, in px: a tag's padding, an icon beside the value. */
  extra?: number;
  /** The content's width in px when it is not text (the avatars of a ticket's assignees). */
  width?: number;
}

/** What the table's box says about its cells: read from the page (the CSS decides), in px. */
export interface TableMetrics {
  /** The width the columns share (the scroll box's inner width). */
  available: number;
  /** A cell's horizontal padding, both sides. */
  padding: number;
  /** The table's font family and size. */
  family: string;
  size: number;
}

/** What measureColumns reads of a column definition (a KitColumnDef fits it). */
export interface MeasuredColumn<R> {
  header?: unknown;
  meta?: {
    sortField?: string;
    overflow?: 'nowrap' | 'truncate';
    lead?: boolean;
    actions?: boolean;
    select?: boolean;
    measure?: ColumnMeasure<R>;
    subline?(record: R): string | null | undefined;
  };
}

// What the kit's CSS draws besides text (list.css, rem at 16 px).
/** A sortable header's icon (0.75rem) and its gap (0.375rem). */
const SORT_ICON_PX = 18;
/** The selection's column: its checkbox (1.125rem) and its padding (0.625rem, 0.25rem; bulk.css). */
const SELECT_COLUMN_PX = 32;
/** The row actions: two 2rem slots and their 0.125rem gap (the column's padding is 0.5rem a side). */
const ROW_ACTIONS_PX = 66;
const ROW_ACTIONS_PADDING_PX = 16;
/** The line under a cell's value (list.css: 0.8125rem, 400). */
const SUBLINE_SIZE_PX = 13;
/** Free text is never narrower than this unless its longest value is: the naming column, the others. */
const LEAD_MIN_PX = 160;
const TEXT_MIN_PX = 96;
/** Whole pixels up and a little more: the browser's line breaking must find the room the sums found. */
const SLACK_RATIO = 1.01;
const SLACK_PX = 2;
const slack = (width: number) => Math.ceil(width * SLACK_RATIO + SLACK_PX);
/** The width a column of `width` px was sized for, before the slack (slack's inverse, less its rounding). */
const withoutSlack = (width: number) => (width - SLACK_PX) / SLACK_RATIO;

/** The text of a cell's value when it is text (a generated column's value); null for anything else. */
export function textOfCell(value: ReactNode): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

// ---- measuring text -------------------------------------------------------------------------------

/** A word's width in one font; words repeat from row to row, so each is measured once per font. */
type WordWidth = (word: string) => number;

const wordCaches = new Map<string, Map<string, number>>();
let canvasContext: CanvasRenderingContext2D | null | undefined;
/** The font the canvas is set to (setting it again costs a parse of the font's description). */
let canvasFont = '';

/**
 * Whether the page's fonts are in: until then the browser draws (and a canvas measures) a fallback font,
 * whose widths are not kept (the next rows are measured again; the app's font is preloaded with the page).
 */
function fontsLoaded(): boolean {
  return document.fonts?.status !== 'loading';
}

const fontOf = (weight: number, size: number, family: string) => `${weight} ${size}px ${family}`;

/**
 * Widths of words in a font, by a canvas (the browser's own text shaping); none without one (jsdom, which
 * lays nothing out either: the table then lays itself out). A fallback font's widths are not kept.
 */
function wordWidthIn(weight: number, size: number, family: string): WordWidth {
  const font = fontOf(weight, size, family);
  canvasContext ??= document.createElement('canvas').getContext('2d');
  const context = canvasContext;
  if (!context) return () => 0;
  let cache = wordCaches.get(font);
  if (!cache) {
    cache = new Map<string, number>();
    if (fontsLoaded()) wordCaches.set(font, cache);
  }
  return (word) => {
    let width = cache.get(word);
    if (width === undefined) {
      if (canvasFont !== font) context.font = canvasFont = font;
      width = context.measureText(word).width;
      cache.set(word, width);
    }
    return width;
  };
}

/**
 * A text's width on one line, the least width at which it fits two lines (broken between words), and its
 * widest word (the least width at which no word is broken).
 */
export function lineWidths(text: string, wordWidth: WordWidth): { one: number; two: number; word: number } {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return { one: 0, two: 0, word: 0 };
  const space = wordWidth(' ');
  const sizes = words.map(wordWidth);
  const one = sizes.reduce((sum, size) => sum + size, 0) + space * (words.length - 1);
  let two = one;
  let before = 0;
  for (let index = 0; index < words.length - 1; index++) {
    before += sizes[index] + (index > 0 ? space : 0);
    two = Math.min(two, Math.max(before, one - before - space));
  }
  return { one, two, word: Math.max(...sizes) };
}

/**
 * How many lines a text takes at `width` when broken between words as the browser does (each line as full
 * as it can be; a word wider than the line takes a line of its own).
 */
export function linesAt(text: string, width: number, wordWidth: WordWidth): number {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const space = wordWidth(' ');
  let lines = 1;
  let line = 0;
  for (const word of words) {
    const size = wordWidth(word);
    if (line > 0 && line + space + size > width) {
      lines += 1;
      line = size;
    } else {
      line += (line > 0 ? space : 0) + size;
    }
  }
  return lines;
}

/** The most lines a free text may take before it is cut (its whole text then in the tooltip). */
export const MAX_TEXT_LINES = 4;

/**
 * The lines a free-text column needs at `width` (px, its cell's padding included) to show every value of
 * `records` whole: two when they fit two (the clamp of every free text), more (at most MAX_TEXT_LINES)
 * where the columns beside it leave it less than its two lines need (three names side by side at 1280 px,
 * a ticket's title beside a long status).
 */
export function textLinesAt<R>(
  column: MeasuredColumn<R>,
  records: readonly R[],
  metrics: TableMetrics,
  width: number,
): number {
  const measure = column.meta?.measure;
  if (!measure?.text) return 2;
  const wordWidth = wordWidthIn(measure.weight ?? 400, measure.size ?? metrics.size, metrics.family);
  // The room of the text inside the cell, with the same slack the needs were given.
  const room = withoutSlack(width) - metrics.padding - (measure.extra ?? 0);
  let lines = 2;
  for (const record of records) {
    const text = measure.text(record);
    if (text) lines = Math.max(lines, linesAt(text, room, wordWidth));
    if (lines >= MAX_TEXT_LINES) return MAX_TEXT_LINES;
  }
  return lines;
}

// ---- a column's need ------------------------------------------------------------------------------

/** What each column needs (column-widths.ts) to show the values of `records`, its header and padding. */
export function measureColumns<R>(
  columns: readonly MeasuredColumn<R>[],
  records: readonly R[],
  metrics: TableMetrics,
): ColumnNeed[] {
  const headerWidth = wordWidthIn(600, metrics.size, metrics.family);
  const pad = (width: number) => slack(width + metrics.padding);
  return columns.map((column): ColumnNeed => {
    const meta = column.meta ?? {};
    if (meta.select) return fixedNeed(SELECT_COLUMN_PX);
    if (meta.actions) return fixedNeed(ROW_ACTIONS_PX + ROW_ACTIONS_PADDING_PX);
    // A header may take two lines (broken between words) where the room is short.
    const icon = meta.sortField ? SORT_ICON_PX : 0;
    const label = lineWidths(typeof column.header === 'string' ? column.header : '', headerWidth);
    const { one, two, word } = valueWidths(column, records, metrics);
    if (meta.overflow !== 'truncate') {
      const min = pad(Math.max(one, label.two + icon));
      return { kind: 'fixed', min, twoLines: min, oneLine: pad(Math.max(one, label.one + icon)) };
    }
    const oneLine = pad(Math.max(one, label.one + icon));
    const readable = meta.lead ? LEAD_MIN_PX : TEXT_MIN_PX;
    const min = Math.max(pad(label.two + icon), Math.min(readable, oneLine));
    const twoLines = Math.min(oneLine, Math.max(min, pad(two)));
    const wholeWords = Math.min(twoLines, Math.max(min, pad(word)));
    return { kind: 'text', min, wholeWords, twoLines, oneLine, lead: meta.lead };
  });
}

/** The widest of a column's values on one line and in two lines (its content's width when not text) and its widest word, extra room included. */
function valueWidths<R>(column: MeasuredColumn<R>, records: readonly R[], metrics: TableMetrics) {
  const meta = column.meta ?? {};
  const measure = meta.measure ?? {};
  let one = measure.width ?? 0;
  let two = one;
  let word = 0;
  if (measure.text) {
    const wordWidth = wordWidthIn(measure.weight ?? 400, measure.size ?? metrics.size, metrics.family);
    for (const record of records) {
      const text = measure.text(record);
      if (!text) continue;
      const widths = lineWidths(text, wordWidth);
      one = Math.max(one, widths.one);
      two = Math.max(two, widths.two);
      word = Math.max(word, widths.word);
    }
  }
  const extra = measure.extra ?? 0;
  one += extra;
  two += extra;
  if (meta.subline) {
    // Under the value, on one line where the room allows: as wide a need as the value's two lines.
    const wordWidth = wordWidthIn(400, SUBLINE_SIZE_PX, metrics.family);
    for (const record of records) {
      const text = meta.subline(record);
      if (text) two = Math.max(two, lineWidths(text, wordWidth).one);
    }
    one = Math.max(one, two);
  }
  return { one, two, word: word + extra };
}

function fixedNeed(width: number): ColumnNeed {
  return { kind: 'fixed', oneLine: width, twoLines: width, min: width };
}
