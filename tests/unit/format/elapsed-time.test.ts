import { describe, expect, it } from 'vitest';
import { ELAPSED_UNDER_A_MINUTE, formatElapsed } from '@/lib/format/elapsed-time';

const now = new Date('2026-11-19T15:00:00-03:00');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("a ticket's age (formatElapsed)", () => {
  it('says how long ago in pt-BR, in the largest whole unit', () => {
    expect(formatElapsed(before(2 * MINUTE), now)).toBe('há 2 minutos');
    expect(formatElapsed(before(5 * HOUR), now)).toBe('há 5 horas');
    expect(formatElapsed(before(3 * DAY), now)).toBe('há 3 dias');
    expect(formatElapsed(before(75 * DAY), now)).toBe('há 2 meses');
    expect(formatElapsed(before(800 * DAY), now)).toBe('há 2 anos');
  });

  it('uses the singular for one', () => {
    expect(formatElapsed(before(MINUTE), now)).toBe('há 1 minuto');
    expect(formatElapsed(before(HOUR), now)).toBe('há 1 hora');
    expect(formatElapsed(before(DAY), now)).toBe('há 1 dia');
    expect(formatElapsed(before(30 * DAY), now)).toBe('há 1 mês');
    expect(formatElapsed(before(365 * DAY), now)).toBe('há 1 ano');
  });

  it('rounds down, never up: a wait is never told longer than it was', () => {
    expect(formatElapsed(before(MINUTE + 59 * SECOND), now)).toBe('há 1 minuto');
    expect(formatElapsed(before(59 * MINUTE + 59 * SECOND), now)).toBe('há 59 minutos');
    expect(formatElapsed(before(HOUR + 59 * MINUTE), now)).toBe('há 1 hora');
    expect(formatElapsed(before(23 * HOUR + 59 * MINUTE), now)).toBe('há 23 horas');
    expect(formatElapsed(before(DAY + 23 * HOUR), now)).toBe('há 1 dia');
    expect(formatElapsed(before(29 * DAY + 23 * HOUR), now)).toBe('há 29 dias');
    expect(formatElapsed(before(59 * DAY), now)).toBe('há 1 mês');
    // Eleven months at most before a year: 360 to 364 days are not '12 meses'.
    expect(formatElapsed(before(364 * DAY), now)).toBe('há 11 meses');
    expect(formatElapsed(before(729 * DAY), now)).toBe('há 1 ano');
  });

  it("under a minute, or a moment a little ahead of the clock, is 'há menos de um minuto'", () => {
    expect(ELAPSED_UNDER_A_MINUTE).toBe('há menos de um minuto');
    expect(formatElapsed(now, now)).toBe(ELAPSED_UNDER_A_MINUTE);
    expect(formatElapsed(before(59 * SECOND), now)).toBe(ELAPSED_UNDER_A_MINUTE);
    expect(formatElapsed(before(-30 * SECOND), now)).toBe(ELAPSED_UNDER_A_MINUTE);
  });

  it('takes ISO strings (as the API sends them), dates and numbers; the clock defaults to now', () => {
    expect(formatElapsed('2026-11-16T15:00:00-03:00', now)).toBe('há 3 dias');
    expect(formatElapsed('2026-11-19T17:55:00Z', now.getTime())).toBe('há 5 minutos');
    expect(formatElapsed(before(3 * HOUR).getTime(), now)).toBe('há 3 horas');
    expect(formatElapsed(new Date(Date.now() - 2 * DAY))).toBe('há 2 dias');
  });

  it('is empty for a missing or invalid value', () => {
    expect(formatElapsed(null, now)).toBe('');
    expect(formatElapsed(undefined, now)).toBe('');
    expect(formatElapsed('', now)).toBe('');
    expect(formatElapsed('ontem', now)).toBe('');
  });

  it('is plain text with ordinary spaces (the label keeps it on one line with CSS)', () => {
    expect(formatElapsed(before(3 * DAY), now)).toMatch(/^há \d+ dias$/);
  });
});
