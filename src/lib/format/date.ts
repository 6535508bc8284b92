import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** '05/03/2024 - 14:07' (SPEC §9); '' when the value is missing or invalid. */
export function formatDateTime(iso: DateInput): string {
  const date = toDate(iso);
  return date ? format(date, 'dd/MM/yyyy - HH:mm', { locale: ptBR }) : '';
}

/** '05/03/2024'; '' when the value is missing or invalid. */
export function formatDate(iso: DateInput): string {
  const date = toDate(iso);
  return date ? format(date, 'dd/MM/yyyy', { locale: ptBR }) : '';
}

/** '2024-03-05', the form the API expects for date filters and fields (SPEC §7). */
export function formatApiDate(date: Date): string {
  return format(date, 'yyyy-MM-dd', { locale: ptBR });
}
