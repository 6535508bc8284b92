import { isValid, parseISO } from 'date-fns';

type DateInput = string | number | Date | null | undefined;

const MINUTE_MS = 60_000;
const HOURS_IN_DAY = 24;
/** A month and a year as counted for an age: 30 and 365 days (the rounding a reader does). */
const DAYS_IN_MONTH = 30;
const DAYS_IN_YEAR = 365;

/** Under a minute: no count of seconds, which a label updated once a minute could not keep true. */
export const ELAPSED_UNDER_A_MINUTE = 'há menos de um minuto';

let relative: Intl.RelativeTimeFormat | undefined;

/** 'há 3 dias' (the browser's pt-BR relative time: no date-fns locale in the list's chunk). */
function ago(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  relative ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });
  return relative.format(-value, unit);
}

/**
 * How long ago a moment was, in pt-BR, in its largest whole unit: 'há 2 minutos', 'há 5 horas',
 * 'há 3 dias', 'há 2 meses', 'há 1 ano' (what date-fns' formatDistanceToNowStrict says with addSuffix and
 * the ptBR locale). Counts are rounded down, never up: a ticket opened at 09:00 reads 'há 1 hora' from
 * 10:00 to 10:59, the sum a reader makes from the opening time shown beside it, and a wait is never
 * told longer than it was. Under a minute (or a moment a little ahead of this clock) it is
 * 'há menos de um minuto'; '' when the value is missing or invalid.
 */
export function formatElapsed(value: DateInput, now: Date | number = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return '';
  const minutes = Math.floor((Number(now) - date.getTime()) / MINUTE_MS);
  if (minutes < 1) return ELAPSED_UNDER_A_MINUTE;
  if (minutes < 60) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < HOURS_IN_DAY) return ago(hours, 'hour');
  const days = Math.floor(hours / HOURS_IN_DAY);
  if (days < DAYS_IN_MONTH) return ago(days, 'day');
  if (days < DAYS_IN_YEAR) return ago(Math.min(11, Math.floor(days / DAYS_IN_MONTH)), 'month');
  return ago(Math.floor(days / DAYS_IN_YEAR), 'year');
}
