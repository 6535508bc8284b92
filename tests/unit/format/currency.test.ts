import { describe, expect, it } from 'vitest';
import { NBSP, formatBrl, formatKm, formatNumber, formatPercent, parseBrl } from '@/lib/format/currency';

describe('formatBrl', () => {
  it('formats reais with dot thousands, comma decimals and a NO-BREAK SPACE (U+00A0) after R$', () => {
    expect(formatBrl(1234.56)).toBe('R$\u00A01.234,56');
    expect(formatBrl(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBrl(1234.56)).not.toBe('R$ 1.234,56'); // plain space is NOT used
    expect(formatBrl(0)).toBe('R$\u00A00,00');
    expect(formatBrl(1234567.891)).toBe('R$\u00A01.234.567,89');
    expect(formatBrl(0.5)).toBe('R$\u00A00,50');
  });

  it('puts the minus sign before R$', () => {
    expect(formatBrl(-1234.56)).toBe('-R$\u00A01.234,56');
  });

  it('never shows a negative zero', () => {
    expect(formatBrl(-0)).toBe('R$\u00A00,00');
    expect(formatBrl(-0.001)).toBe('R$\u00A00,00');
  });

  it('accepts numeric strings from the API', () => {
    expect(formatBrl('1234.5')).toBe('R$\u00A01.234,50');
  });

  it('returns an empty text for missing or non-numeric values', () => {
    expect(formatBrl(null)).toBe('');
    expect(formatBrl(undefined)).toBe('');
    expect(formatBrl('')).toBe('');
    expect(formatBrl('abc')).toBe('');
    expect(formatBrl(Number.NaN)).toBe('');
    expect(formatBrl(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('parseBrl', () => {
  it('reads pt-BR money with or without the symbol', () => {
    expect(parseBrl('1.234,56')).toBe(1234.56);
    expect(parseBrl('R$ 1.234,56')).toBe(1234.56);
    expect(parseBrl('R$\u00A01.234,56')).toBe(1234.56);
    expect(parseBrl('1234,5')).toBe(1234.5);
    expect(parseBrl('1.234.567,89')).toBe(1234567.89);
    expect(parseBrl(',5')).toBe(0.5);
    expect(parseBrl('10,')).toBe(10);
  });

  it('reads a dot as decimal point unless it groups thousands', () => {
    expect(parseBrl('1234.56')).toBe(1234.56);
    expect(parseBrl('1234.567')).toBe(1234.567);
    expect(parseBrl('1.500')).toBe(1500);
    expect(parseBrl('1.234.567')).toBe(1234567);
    expect(parseBrl('0.5')).toBe(0.5);
  });

  it('reads integers and negatives', () => {
    expect(parseBrl('10')).toBe(10);
    expect(parseBrl('-10')).toBe(-10);
    expect(parseBrl('-R$ 1.234,56')).toBe(-1234.56);
    expect(parseBrl('R$ -1.234,56')).toBe(-1234.56);
    expect(Object.is(parseBrl('-0'), 0)).toBe(true);
  });

  it('round-trips formatBrl output', () => {
    expect(parseBrl(formatBrl(-9876543.21))).toBe(-9876543.21);
  });

  it('returns null for empty or malformed text', () => {
    expect(parseBrl(null)).toBeNull();
    expect(parseBrl(undefined)).toBeNull();
    expect(parseBrl('')).toBeNull();
    expect(parseBrl('R$')).toBeNull();
    expect(parseBrl(',')).toBeNull();
    expect(parseBrl('-')).toBeNull();
    expect(parseBrl('abc')).toBeNull();
    expect(parseBrl('1,2,3')).toBeNull();
    expect(parseBrl('12.34,5')).toBeNull();
    expect(parseBrl('1.2.3')).toBeNull();
    expect(parseBrl('10 reais')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('uses pt-BR separators, with a fixed number of decimals when given', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234.5678)).toBe('1.234,568');
    expect(formatNumber(1234, 2)).toBe('1.234,00');
    expect(formatNumber(1234.567, 0)).toBe('1.235');
    expect(formatNumber(-1.5, 1)).toBe('-1,5');
    expect(formatNumber(-0.01, 1)).toBe('0,0');
  });

  it('returns an empty text for missing values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined, 2)).toBe('');
  });
});

describe('formatPercent', () => {
  it('takes percentage points and shows 2 decimals by default', () => {
    expect(formatPercent(12)).toBe('12,00%');
    expect(formatPercent(7.5, 1)).toBe('7,5%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(100, 0)).toBe('100%');
  });

  it('returns an empty text for missing values', () => {
    expect(formatPercent(null)).toBe('');
  });
});

describe('formatKm', () => {
  it('shows one decimal and km after a NO-BREAK SPACE', () => {
    expect(formatKm(123.4)).toBe('123,4\u00A0km');
    expect(formatKm(1234)).toBe('1.234,0\u00A0km');
    expect(formatKm(12.345, 2)).toBe('12,35\u00A0km');
  });

  it('returns an empty text for missing values', () => {
    expect(formatKm(undefined)).toBe('');
  });
});
