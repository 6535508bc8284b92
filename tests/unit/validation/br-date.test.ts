import { describe, expect, it } from 'vitest';
import { isNotAfterToday, isNotBeforeToday, isValidBrDate, parseBrDate } from '@/lib/validation/br-date';

describe('isValidBrDate', () => {
  it.each(['29/02/2024', '29/02/2000', '31/12/1999', '01/01/0001', '31/01/2026', '30/04/2026'])(
    'accepts %s',
    (date) => expect(isValidBrDate(date)).toBe(true),
  );
  it.each([
    '29/02/2023',
    '29/02/1900',
    '31/04/2024',
    '32/01/2024',
    '00/01/2024',
    '10/13/2024',
    '10/00/2024',
    '1/2/2024',
    '2024-02-29',
    '29/02/24',
    '',
  ])('refuses %s', (date) => expect(isValidBrDate(date)).toBe(false));

  it('parses to local midnight', () => {
    const date = parseBrDate('29/02/2024');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(29);
    expect(date?.getHours()).toBe(0);
  });
});

describe('comparisons with today (by calendar day)', () => {
  const today = new Date(2024, 1, 29, 15, 30);

  it('not after today accepts today and the past', () => {
    expect(isNotAfterToday('29/02/2024', today)).toBe(true);
    expect(isNotAfterToday('28/02/2024', today)).toBe(true);
    expect(isNotAfterToday(new Date(2024, 1, 29, 23, 59), today)).toBe(true);
    expect(isNotAfterToday('01/03/2024', today)).toBe(false);
    expect(isNotAfterToday('31/02/2024', today)).toBe(false);
  });

  it('not before today accepts today and the future', () => {
    expect(isNotBeforeToday('29/02/2024', today)).toBe(true);
    expect(isNotBeforeToday('01/03/2024', today)).toBe(true);
    expect(isNotBeforeToday(new Date(2024, 1, 29, 0, 0), today)).toBe(true);
    expect(isNotBeforeToday('28/02/2024', today)).toBe(false);
    expect(isNotBeforeToday(new Date(Number.NaN), today)).toBe(false);
  });

  it('defaults to the real today', () => {
    expect(isNotAfterToday(new Date())).toBe(true);
    expect(isNotBeforeToday(new Date())).toBe(true);
  });
});
