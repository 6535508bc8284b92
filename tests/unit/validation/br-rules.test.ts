import { describe, expect, it } from 'vitest';
import { IBGE_CHECK_DIGIT_EXCEPTIONS as MOCK_EXCEPTIONS } from '@mocks/db/data/ibge';
import {
  IBGE_CHECK_DIGIT_EXCEPTIONS,
  isValidCep,
  isValidCfop,
  isValidIbgeCode,
  isValidNcm,
  isValidPhone,
  isValidPlate,
  isValidUf,
  UFS,
} from '@/lib/validation/br-rules';

describe('isValidCep', () => {
  it.each(['01310-100', '01.310-100', '01310100', '70040-010'])('accepts %s', (cep) =>
    expect(isValidCep(cep)).toBe(true),
  );
  it.each(['0131010', '013101000', '00000-000', '01310-10a', ''])('refuses %s', (cep) =>
    expect(isValidCep(cep)).toBe(false),
  );
});

describe('isValidPhone', () => {
  it.each(['(11) 98765-4321', '11987654321', '(11) 3456-7890', '6132345678', '+55 (21) 2345-6789'.slice(4)])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each([
    '(11) 8765-4321',
    '(11) 88765-4321',
    '(20) 3456-7890',
    '(01) 98765-4321',
    '3456-7890',
    '119876543210',
    'tel 11987654321',
  ])('refuses %s', (phone) => expect(isValidPhone(phone)).toBe(false));
  it('narrows by kind', () => {
    expect(isValidPhone('(11) 98765-4321', 'CELULAR')).toBe(true);
    expect(isValidPhone('(11) 98765-4321', 'FIXO')).toBe(false);
    expect(isValidPhone('(11) 3456-7890', 'FIXO')).toBe(true);
    expect(isValidPhone('(11) 3456-7890', 'CELULAR')).toBe(false);
  });

  /** The 67 area codes in use (Anatel's plan): every other pair of digits is no DDD. */
  const DDDS = [
    11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45,
    46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83,
    84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
  ];
  const NOT_DDDS = Array.from({ length: 100 }, (_, n) => n).filter((n) => !DDDS.includes(n));

  it.each(DDDS)('accepts the DDD %i for a mobile and a landline', (ddd) => {
    expect(isValidPhone(`(${ddd}) 98765-4321`)).toBe(true);
    expect(isValidPhone(`(${ddd}) 3456-7890`)).toBe(true);
  });

  it('refuses 20, 23 and every other pair that is no DDD, mobile or landline', () => {
    expect(DDDS).toHaveLength(67);
    expect(NOT_DDDS).toEqual(
      expect.arrayContaining([
        0, 10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 60, 70, 72, 76, 78, 80, 90,
      ]),
    );
    for (const ddd of NOT_DDDS) {
      const pair = String(ddd).padStart(2, '0');
      expect(isValidPhone(`(${pair}) 98765-4321`), pair).toBe(false);
      expect(isValidPhone(`${pair}34567890`), pair).toBe(false);
    }
  });

  it('a mobile is 11 digits with the 9 first, a landline 10 digits with 2 to 5 first', () => {
    expect(isValidPhone('82998765432')).toBe(true);
    expect(isValidPhone('8232345678')).toBe(true);
    expect(isValidPhone('8252345678')).toBe(true);
    // 11 digits not starting with 9, 10 digits starting with 9 (the former 8-digit mobiles) or 6–8.
    expect(isValidPhone('82898765432')).toBe(false);
    expect(isValidPhone('82398765432')).toBe(false);
    expect(isValidPhone('8298765432')).toBe(false);
    expect(isValidPhone('8262345678')).toBe(false);
    expect(isValidPhone('8212345678')).toBe(false);
    // Too short or too long.
    expect(isValidPhone('829876543')).toBe(false);
    expect(isValidPhone('829987654321')).toBe(false);
  });
});

describe('isValidUf', () => {
  it('knows the 27 UFs', () => {
    expect(UFS).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    for (const uf of UFS) expect(isValidUf(uf)).toBe(true);
    expect(isValidUf('sp')).toBe(true);
  });
  it.each(['XX', 'S', 'SPP', '', 'BR'])('refuses %s', (uf) => expect(isValidUf(uf)).toBe(false));
});

describe('isValidIbgeCode', () => {
  it.each(['3550308', '3304557', '5300108', '3106200', '4314902', '1302603'])('accepts %s', (code) =>
    expect(isValidIbgeCode(code)).toBe(true),
  );
  it.each(['3550309', '355030', '35503080', '355030a', ''])('refuses %s', (code) =>
    expect(isValidIbgeCode(code)).toBe(false),
  );
  it('accepts the real codes that break the check-digit rule, the same set as the mock data', () => {
    expect([...IBGE_CHECK_DIGIT_EXCEPTIONS].sort()).toEqual([...MOCK_EXCEPTIONS].sort());
    for (const code of IBGE_CHECK_DIGIT_EXCEPTIONS) expect(isValidIbgeCode(code)).toBe(true);
    expect(isValidIbgeCode('2201918')).toBe(false);
  });
});

describe('isValidNcm', () => {
  it.each(['8471.30.12', '84713012', '0901.21.00'])('accepts %s', (ncm) =>
    expect(isValidNcm(ncm)).toBe(true),
  );
  it.each(['847130', '8471.30.123', '8471-30-1X', ''])('refuses %s', (ncm) =>
    expect(isValidNcm(ncm)).toBe(false),
  );
});

describe('isValidCfop', () => {
  it.each(['5102', '5.102', '6102', '1102', '2102', '3101', '7101'])('accepts %s', (cfop) =>
    expect(isValidCfop(cfop)).toBe(true),
  );
  it.each(['4102', '8102', '9102', '0102', '510', '51020', ''])('refuses %s', (cfop) =>
    expect(isValidCfop(cfop)).toBe(false),
  );
});

describe('isValidPlate', () => {
  it.each(['ABC-1234', 'ABC1234', 'abc-1234', 'BRA2E19', 'BRA-2E19', 'abc1d23'])('accepts %s', (plate) =>
    expect(isValidPlate(plate)).toBe(true),
  );
  it.each(['AB-12345', 'ABC12345', 'ABCD123', 'ABC-1D234', 'ABC1DD3', '1BC1234', 'ABC 1234', ''])(
    'refuses %s',
    (plate) => expect(isValidPlate(plate)).toBe(false),
  );
});
