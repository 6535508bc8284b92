import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@/lib/format/relative-time';

// Thursday, 19 November 2026, 15:00 local time.
const now = new Date(2026, 10, 19, 15, 0);

describe('notification relative time', () => {
  it('shows weekday and time within the last week', () => {
    expect(formatRelativeTime(new Date(2026, 10, 19, 14, 32), now)).toBe('quinta-feira, 14:32');
    expect(formatRelativeTime(new Date(2026, 10, 18, 9, 5), now)).toBe('quarta-feira, 09:05');
    expect(formatRelativeTime(new Date(2026, 10, 16, 0, 0), now)).toBe('segunda-feira, 00:00');
    expect(formatRelativeTime(new Date(2026, 10, 13, 0, 1), now)).toBe('sexta-feira, 00:01'); // 6 days before
  });

  it('shows dd/MM/yyyy - HH:mm from the seventh day back (the same weekday as today)', () => {
    expect(formatRelativeTime(new Date(2026, 10, 12, 23, 59), now)).toBe('12/11/2026 - 23:59');
    expect(formatRelativeTime(new Date(2025, 0, 2, 8, 0), now)).toBe('02/01/2025 - 08:00');
  });

  it('accepts ISO strings and keeps a moment later today as today; future days get the full date', () => {
    expect(formatRelativeTime('2026-11-17T10:15:00', now)).toBe('terça-feira, 10:15');
    expect(formatRelativeTime(new Date(2026, 10, 19, 15, 1), now)).toBe('quinta-feira, 15:01');
    expect(formatRelativeTime(new Date(2026, 10, 20, 8, 0), now)).toBe('20/11/2026 - 08:00');
  });

  it('returns an empty text for missing or invalid values', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime('', now)).toBe('');
    expect(formatRelativeTime('ontem', now)).toBe('');
  });
});
