import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { formatDateTime } from './date';

type DateInput = string | number | Date | null | undefined;

/** Calendar days (today included) shown as weekday and time: today and the six days before it. */
export const RELATIVE_TIME_WEEK_DAYS = 7;

/**
 * Notification time: within the last week the weekday and time ('quinta-feira, 14:32');
 * otherwise 'dd/MM/yyyy - HH:mm'. The week is counted in calendar days, so a weekday never names two
 * different days; a moment later today (clock skew) still counts as today. '' when missing or invalid.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  if (!isValid(date)) return '';
  const days = differenceInCalendarDays(now, date);
  if (days >= 0 && days < RELATIVE_TIME_WEEK_DAYS) return format(date, 'EEEE, HH:mm', { locale: ptBR });
  return formatDateTime(date);
}
