import { describe, expect, it } from 'vitest';
import * as mock from '@mocks/db/data/documents';
import {
  isAlphanumericCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  normalizeCnpj,
} from '@/lib/validation/documents';
import { onlyDigits } from '@/lib/format/pattern';

/** A small deterministic PRNG (mulberry32) so the cross-check is reproducible. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Changes one character so the value is almost always invalid. */
function mutate(value: string, rng: () => number): string {
  const i = Math.floor(rng() * value.length);
  const char = value[i] === '9' ? '0' : /\d/.test(value[i]) ? String(Number(value[i]) + 1) : 'Z';
  return value.slice(0, i) + char + value.slice(i + 1);
}

describe('onlyDigits / normalizeCnpj', () => {
  it('strips masks', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '168.995.350-09'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });
  it.each([
    '529.982.247-26',
    '111.111.111-11',
    '000.000.000-00',
    '5299822472',
    '529982247250',
    'abc.982.247-25',
    '',
  ])('refuses %s', (cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('isValidCnpj', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35', '12ABC34501DE35'])(
    'accepts %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each([
    '11.222.333/0001-82',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-3A',
    '00.000.000/0000-00',
    '11.111.111/1111-11',
    '1122233300018',
    '11.222.333/0001-81!',
    '',
  ])('refuses %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it('tells the alphanumeric form apart', () => {
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('11.222.333/0001-81')).toBe(false);
  });
});

describe('isValidCpfCnpj', () => {
  it('picks the rule by length after stripping the mask', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfCnpj('529.982.247-2')).toBe(false);
    expect(isValidCpfCnpj('11.222.333/0001-8')).toBe(false);
    expect(isValidCpfCnpj('')).toBe(false);
  });
});

describe('agrees with the mock API implementation', () => {
  const rng = seeded(2026);
  const cpfs = Array.from({ length: 200 }, () => mock.makeCpf(rng));
  const cnpjs = Array.from({ length: 200 }, (_, i) => mock.makeCnpj(rng, { alphanumeric: i % 2 === 0 }));
  const samples = [...cpfs, ...cnpjs];
  const mutated = samples.map((value) => mutate(value, rng));

  it('accepts every generated value, masked or not', () => {
    for (const cpf of cpfs) expect(isValidCpf(mock.formatCpf(cpf))).toBe(true);
    for (const cnpj of cnpjs) expect(isValidCnpj(mock.formatCnpj(cnpj))).toBe(true);
    for (const value of samples) expect(isValidCpfCnpj(value)).toBe(true);
  });

  it('gives the same answer on mutated values', () => {
    for (const value of mutated) {
      expect(isValidCpf(value)).toBe(mock.isValidCpf(value));
      expect(isValidCnpj(value)).toBe(mock.isValidCnpj(value));
    }
  });
});
