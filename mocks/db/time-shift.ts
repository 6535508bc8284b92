/**
 * Moves the dates of a data set made at one moment to another moment, as if it had been made then:
 * the demo's pre-generated seed (made at a fixed anchor at build time) is shifted to the page's clock
 * when it is loaded, so "aberto há 2 dias", previsões and certificate validity read as in a fresh seed.
 *
 * Pure: no clock, no I/O. What moves, anywhere in nested objects and arrays:
 * - instants as `Date#toISOString` writes them ('2026-11-16T15:00:00.000Z'): by the exact delta;
 * - dates 'yyyy-MM-dd' (a whole string): by the whole number of days between the two local dates;
 * - pt-BR display dates 'dd/MM/yyyy' inside texts and file contents (ticket descriptions, notification
 *   texts, the seeded attachments): by the same number of days.
 * Anything else (codes like '2026', CPFs, numbers, impossible dates like '31/02/2026') stays as it is.
 */

const DAY = 86_400_000;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A display date not glued to other digits or slashes (so '1/02/2026/3' or '123/45/67890' do not match). */
const DISPLAY_DATE = /(?<![\d/])(\d{2})\/(\d{2})\/(\d{4})(?![\d/])/g;

export interface TimeShift {
  /** Milliseconds added to every instant. */
  ms: number;
  /** Days added to every calendar date. */
  days: number;
}

/** The local calendar day of an instant, as a UTC midnight (the page's time zone decides the day). */
function localDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The shift from `from` to `to`: their exact difference, and the days between their local dates. */
export function timeShiftBetween(from: Date, to: Date): TimeShift {
  return { ms: to.getTime() - from.getTime(), days: Math.round((localDay(to) - localDay(from)) / DAY) };
}

/** The date `days` after year-month-day, or null when year-month-day is not a real date. */
function addDays(year: number, month: number, day: number, days: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function shiftDisplayDates(text: string, days: number): string {
  if (!text.includes('/')) return text;
  return text.replace(DISPLAY_DATE, (match, day: string, month: string, year: string) => {
    const date = addDays(Number(year), Number(month), Number(day), days);
    return date
      ? `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCFullYear(), 4)}`
      : match;
  });
}

/** One string: an instant, a date, or a text that may hold display dates. */
export function shiftText(text: string, shift: TimeShift): string {
  // The lengths first: most strings of a data set are neither, and a length is cheaper than a regex.
  if (text.length === 24 && INSTANT.test(text)) {
    const ms = Date.parse(text);
    return !Number.isNaN(ms) && new Date(ms).toISOString() === text
      ? new Date(ms + shift.ms).toISOString()
      : text;
  }
  const dateOnly = text.length === 10 ? DATE_ONLY.exec(text) : null;
  if (dateOnly) {
    const date = addDays(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]), shift.days);
    return date ? date.toISOString().slice(0, 10) : text;
  }
  return shiftDisplayDates(text, shift.days);
}

const SLASH = 0x2f;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
const digitsAt = (bytes: Uint8Array, start: number, count: number) => {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    if (!isDigit(bytes[index])) return null;
    value = value * 10 + bytes[index]! - 0x30;
  }
  return value;
};

function writeDigits(bytes: Uint8Array, start: number, value: number, count: number): void {
  for (let index = start + count - 1; index >= start; index--, value = Math.floor(value / 10))
    bytes[index] = 0x30 + (value % 10);
}

/**
 * File contents: display dates written as ASCII (text, csv, html and the seed's uncompressed pdf), found
 * as DISPLAY_DATE finds them in a text but read in the bytes themselves (turning a file into a string and
 * back cost more than the search). A date keeps its width, so offsets inside a file (a pdf's xref
 * table) stay right.
 */
function shiftBytes(bytes: Uint8Array, days: number): Uint8Array {
  let shifted: Uint8Array | null = null;
  for (let slash = bytes.indexOf(SLASH); slash !== -1; slash = bytes.indexOf(SLASH, slash + 1)) {
    const start = slash - 2;
    if (start < 0 || bytes[slash + 3] !== SLASH) continue;
    const day = digitsAt(bytes, start, 2);
    const month = digitsAt(bytes, slash + 1, 2);
    const year = digitsAt(bytes, slash + 4, 4);
    if (day === null || month === null || year === null) continue;
    const before = bytes[start - 1];
    const after = bytes[slash + 8];
    if (isDigit(before) || before === SLASH || isDigit(after) || after === SLASH) continue;
    const date = addDays(year, month, day, days);
    // Copied on the first date that changes: a file without one is kept as it is.
    if (date && date.getTime() !== Date.UTC(year, month - 1, day)) {
      shifted ??= bytes.slice();
      writeDigits(shifted, start, date.getUTCDate(), 2);
      writeDigits(shifted, slash + 1, date.getUTCMonth() + 1, 2);
      writeDigits(shifted, slash + 4, date.getUTCFullYear(), 4);
    }
    slash += 7;
  }
  return shifted ?? bytes;
}

/**
 * A copy of `value` with every date moved by `shift` (see the module's comment). Plain loops, no
 * entry arrays: the demo runs this over its whole seed while the page starts.
 */
export function shiftTimes<T>(value: T, shift: TimeShift): T {
  if (typeof value === 'string') return shiftText(value, shift) as T;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return shiftBytes(value, shift.days) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++)
      copy[index] = shiftTimes(value[index] as unknown, shift);
    return copy as T;
  }
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) copy[key] = shiftTimes(source[key], shift);
  return copy as T;
}
