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
  if (INSTANT.test(text)) {
    const ms = Date.parse(text);
    return !Number.isNaN(ms) && new Date(ms).toISOString() === text
      ? new Date(ms + shift.ms).toISOString()
      : text;
  }
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const date = addDays(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]), shift.days);
    return date ? date.toISOString().slice(0, 10) : text;
  }
  return shiftDisplayDates(text, shift.days);
}

/**
 * File contents: display dates written as ASCII (text, csv, html and the seed's uncompressed pdf).
 * A date keeps its width, so offsets inside a file (a pdf's xref table) stay right.
 */
function shiftBytes(bytes: Uint8Array, days: number): Uint8Array {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192)
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  const shifted = shiftDisplayDates(text, days);
  if (shifted === text) return bytes;
  return Uint8Array.from(shifted, (char) => char.charCodeAt(0));
}

/** A copy of `value` with every date moved by `shift` (see the module's comment). */
export function shiftTimes<T>(value: T, shift: TimeShift): T {
  if (typeof value === 'string') return shiftText(value, shift) as T;
  if (value instanceof Uint8Array) return shiftBytes(value, shift.days) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => shiftTimes(item, shift)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, shiftTimes(item, shift)]),
    ) as T;
  }
  return value;
}
