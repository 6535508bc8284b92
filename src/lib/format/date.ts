import { isValid, parseISO } from 'date-fns';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

// The formats are all digits, in local time (the browser's zone: America/Sao_Paulo for the staff, and
// in every test run), so every date on screen and every file name made here show the same wall clock: written out rather than through date-fns' format(), whose
// token engine and locale data (~6 KB gz) would otherwise load with every list's first paint.
const two = (value: number) => String(value).padStart(2, '0');
const year = (date: Date) => String(date.getFullYear()).padStart(4, '0');
const dayMonthYear = (date: Date) => `${two(date.getDate())}/${two(date.getMonth() + 1)}/${year(date)}`;

/** '05/03/2024 - 14:07' (dd/MM/yyyy - HH:mm); '' when the value is missing or invalid. */
export function formatDateTime(iso: DateInput): string {
  const date = toDate(iso);
  return date ? `${dayMonthYear(date)} - ${two(date.getHours())}:${two(date.getMinutes())}` : '';
}

/** '05/03/2024'; '' when the value is missing or invalid. */
export function formatDate(iso: DateInput): string {
  const date = toDate(iso);
  return date ? dayMonthYear(date) : '';
}

/** '2024-03-05', the form the API expects for date filters and fields (yyyy-MM-dd). */
export function formatApiDate(date: Date): string {
  return `${year(date)}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** '20240305-1407' (yyyyMMdd-HHmm, local time): the moment in a file name, sortable and without separators a file system refuses. */
export function formatFileStamp(moment: Date): string {
  return `${year(moment)}${two(moment.getMonth() + 1)}${two(moment.getDate())}-${two(moment.getHours())}${two(moment.getMinutes())}`;
}
