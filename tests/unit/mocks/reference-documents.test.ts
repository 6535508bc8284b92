import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCep,
  formatCnpj,
  formatCpf,
  isAlphanumericCnpj,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  makeCnpj,
  makeCpf,
} from '@mocks/db/data/documents';

/** Small deterministic PRNG (mulberry32) so the generators are tested reproducibly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('CPF', () => {
  it('computes the check digits of known CPFs', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('123456789')).toBe('09');
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
  });

  it('accepts valid CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths, letters and all-same-digit CPFs', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('123.456.789-00')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('52998224A25')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    for (let d = 0; d <= 9; d += 1) expect(isValidCpf(String(d).repeat(11))).toBe(false);
  });

  it('generates valid, reproducible CPFs', () => {
    const a = Array.from(
      { length: 200 },
      (
        (rng) => () =>
          makeCpf(rng)
      )(seeded(42)),
    );
    const b = Array.from(
      { length: 200 },
      (
        (rng) => () =>
          makeCpf(rng)
      )(seeded(42)),
    );
    expect(a).toEqual(b);
    for (const cpf of a) {
      expect(cpf).toMatch(/^\d{11}$/);
      expect(isValidCpf(cpf)).toBe(true);
    }
    expect(new Set(a).size).toBeGreaterThan(190);
  });

  it('masks a CPF as ###.###.###-##', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });
});

describe('CNPJ (numeric)', () => {
  it('computes the check digits of known CNPJs', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
    expect(() => cnpjCheckDigits('11222333000')).toThrow(RangeError);
  });

  it('accepts valid CNPJs, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.444.777/0001-61')).toBe(true);
    // Banco do Brasil
    expect(isValidCnpj('00.000.000/0001-91')).toBe(true);
  });

  it('rejects wrong check digits, wrong lengths and all-same-digit CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });
});

describe('CNPJ (alphanumeric, July 2026)', () => {
  it("validates the Receita's example 12.ABC.345/01DE-35", () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('11.222.333/0001-81')).toBe(false);
  });

  it('rejects wrong check digits, letters in the check digits and invalid characters', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
    expect(isValidCnpj('12ABC34501D*35')).toBe(false);
    expect(isValidCnpj('AAAAAAAAAAAA00')).toBe(false);
  });

  it('generates valid numeric and alphanumeric CNPJs', () => {
    const rng = seeded(7);
    for (let i = 0; i < 200; i += 1) {
      const numeric = makeCnpj(rng);
      expect(numeric).toMatch(/^\d{8}0001\d{2}$/);
      expect(isValidCnpj(numeric)).toBe(true);

      const alpha = makeCnpj(rng, { alphanumeric: true });
      expect(alpha).toMatch(/^[0-9A-Z]{8}0001\d{2}$/);
      expect(alpha).toMatch(/[A-Z]/);
      expect(isValidCnpj(alpha)).toBe(true);
    }
  });

  it('masks numeric and alphanumeric CNPJs as ##.###.###/####-##', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('123')).toBe('123');
  });
});

describe('CEP', () => {
  it('masks a CEP as ##.###-###', () => {
    expect(formatCep('01310100')).toBe('01.310-100');
    expect(formatCep('01310-100')).toBe('01.310-100');
    expect(formatCep('0131010')).toBe('0131010');
  });

  it('validates the CEP format', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01.310-100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('00000-000')).toBe(false);
    expect(isValidCep('0131A100')).toBe(false);
  });
});
