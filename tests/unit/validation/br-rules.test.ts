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
