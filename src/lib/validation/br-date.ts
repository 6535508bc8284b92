/**
 * Dates typed as dd/MM/yyyy: a real calendar date, and the comparisons with today used by
 * 'Não pode ser posterior a data atual' / 'Não pode ser anterior a data atual'. Comparisons are by
 * calendar day in the browser's local time; `today` can be passed in for tests.
 */

/** The local-time Date for a dd/MM/yyyy string, or null when it is not a real calendar date (31/02, 29/02 of a common year…). */
export function parseBrDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** True for a dd/MM/yyyy string that names a real calendar date. */
export function isValidBrDate(value: string): boolean {
  return parseBrDate(value) !== null;
}

function dayNumber(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** Accepts a Date or a dd/MM/yyyy string; null when the string is not a valid date. */
function toDate(value: Date | string): Date | null {
  return typeof value === 'string' ? parseBrDate(value) : value;
}

/** True when the date is today or earlier (invalid dates give false). */
export function isNotAfterToday(value: Date | string, today: Date = new Date()): boolean {
  const date = toDate(value);
  return date !== null && !Number.isNaN(date.getTime()) && dayNumber(date) <= dayNumber(today);
}

/** True when the date is today or later (invalid dates give false). */
export function isNotBeforeToday(value: Date | string, today: Date = new Date()): boolean {
  const date = toDate(value);
  return date !== null && !Number.isNaN(date.getTime()) && dayNumber(date) >= dayNumber(today);
}
