import { describe, expect, it } from 'vitest';
import { formatApiDate, formatDate, formatDateTime } from '@/lib/format/date';

describe('date formats (pt-BR)', () => {
  it('formats date and time as dd/MM/yyyy - HH:mm', () => {
    expect(formatDateTime('2024-03-05T14:07:00')).toBe('05/03/2024 - 14:07');
    expect(formatDateTime(new Date(2023, 11, 31, 23, 59))).toBe('31/12/2023 - 23:59');
  });

  it('formats a date as dd/MM/yyyy', () => {
    expect(formatDate('2024-03-05T14:07:00')).toBe('05/03/2024');
    expect(formatDate('2024-01-09')).toBe('09/01/2024');
  });

  it('formats the API date as yyyy-MM-dd', () => {
    expect(formatApiDate(new Date(2024, 0, 9, 22, 30))).toBe('2024-01-09');
  });

  it('returns an empty text for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDate('não é data')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
