import { describe, expect, it } from 'vitest';
import { isValidIe, normalizeIe } from '@/lib/validation/state-registration';

/** Documented examples (SINTEGRA "conferência de inscrições estaduais"), one or more per UF. */
const VALID: readonly (readonly [string, string])[] = [
  ['SP', '110.042.490.114'],
  ['MG', '062.307.904/0081'],
  ['RJ', '99.999.99-3'],
  ['ES', '999.99999-0'],
  ['PR', '123.45678-50'],
  ['RS', '224/3658792'],
  ['SC', '251.040.852'],
  ['BA', '123456-63'],
  ['BA', '612345-57'],
  ['BA', '1000003-06'],
  ['GO', '10.987.654-7'],
  ['DF', '07.300001.001-09'],
  ['PE', '0321418-40'],
  ['PE', '18.1.001.0000004-9'],
  ['CE', '06000001-5'],
  ['MT', '0013000001-9'],
  ['MS', '28.312.302-8'], // constructed with the SINTEGRA rule
  ['PA', '15-999999-5'],
  ['AM', '99.999.999-0'],
];

/** The same numbers with the last check digit changed. */
function breakLastDigit(ie: string): string {
  const last = ie[ie.length - 1];
  return ie.slice(0, -1) + String((Number(last) + 1) % 10);
}

describe('isValidIe', () => {
  it.each(VALID)('%s accepts %s', (uf, ie) => {
    expect(isValidIe(ie, uf)).toBe(true);
    expect(isValidIe(normalizeIe(ie), uf.toLowerCase())).toBe(true);
  });

  it.each(VALID)('%s refuses a wrong check digit in %s', (uf, ie) => {
    expect(isValidIe(breakLastDigit(ie), uf)).toBe(false);
  });

  it('checks the first check digit where there are two', () => {
    expect(isValidIe('110.042.491.114', 'SP')).toBe(false);
    expect(isValidIe('062.307.904/0091', 'MG')).toBe(false);
    expect(isValidIe('123.45678-60', 'PR')).toBe(false);
    expect(isValidIe('07.300001.001-19', 'DF')).toBe(false);
    expect(isValidIe('0321418-50', 'PE')).toBe(false);
  });

  it('refuses a valid number of another UF or with the wrong length', () => {
    expect(isValidIe('110.042.490.114', 'MG')).toBe(false);
    expect(isValidIe('11004249011', 'SP')).toBe(false);
    expect(isValidIe('12.345.678-9', 'PA')).toBe(false);
    expect(isValidIe('99.999.999-0', 'GO')).toBe(false);
  });

  it('checks the SP rural producer number (P + 12 digits, 9th is the check digit)', () => {
    expect(isValidIe('P-01100424.3/002', 'SP')).toBe(true);
    expect(isValidIe('P-01100424.4/002', 'SP')).toBe(false);
  });

  it('accepts ISENTO for any UF', () => {
    expect(isValidIe('ISENTO', 'SP')).toBe(true);
    expect(isValidIe(' isento ', 'AC')).toBe(true);
  });

  it('checks only the length for the other UFs', () => {
    expect(isValidIe('01.004.823/001-12', 'AC')).toBe(true);
    expect(isValidIe('24.000.004-8', 'AL')).toBe(true);
    expect(isValidIe('20.040.040-1', 'RN')).toBe(true);
    expect(isValidIe('0000000062521-3', 'RO')).toBe(true);
    expect(isValidIe('24.000.004', 'AL')).toBe(false);
    expect(isValidIe('ABC.000.004-8', 'AL')).toBe(false);
  });

  it('refuses an unknown UF and junk', () => {
    expect(isValidIe('110.042.490.114', 'XX')).toBe(false);
    expect(isValidIe('', 'SP')).toBe(false);
    expect(isValidIe('110#042.490.114', 'SP')).toBe(false);
  });
});
