import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { optional } from '@/lib/validation/schemas';
import {
  accessKey,
  brDate,
  cep,
  cfop,
  cpfCnpj,
  ibgeCode,
  ncm,
  notAfterToday,
  notBeforeToday,
  phone,
  plate,
  uf,
} from '@/lib/validation/schemas-br';

function message(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

function dayOffset(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
}

function brString(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const CASES: readonly (readonly [string, () => z.ZodType, string, string, string])[] = [
  ['cpfCnpj (CPF)', cpfCnpj, '529.982.247-25', '529.982.247-26', 'CPF/CNPJ inválido'],
  ['cpfCnpj (CNPJ)', cpfCnpj, '11.222.333/0001-81', '11.222.333/0001-80', 'CPF/CNPJ inválido'],
  ['cpfCnpj (alphanumeric CNPJ)', cpfCnpj, '12.ABC.345/01DE-35', '12.ABC.345/01DE-53', 'CPF/CNPJ inválido'],
  ['cep', cep, '01310-100', '01310-10', 'CEP inválido'],
  ['phone', () => phone(), '(11) 98765-4321', '(11) 8765-432', 'Telefone inválido'],
  ['uf', uf, 'sp', 'XX', 'UF inválida'],
  ['ibgeCode', ibgeCode, '3550308', '3550309', 'Código inválido'],
  ['ncm', ncm, '8471.30.12', '8471.30', 'Código inválido'],
  ['cfop', cfop, '5.102', '4.102', 'Código inválido'],
  ['plate (old)', plate, 'abc-1234', 'AB-1234', 'Placa inválida'],
  ['plate (Mercosul)', plate, 'BRA2E19', 'BRA2EE9', 'Placa inválida'],
  [
    'accessKey',
    accessKey,
    '35240111222333000181550010000012341123456784',
    '35240111222333000181550010000012341123456785',
    'Chave de acesso inválida',
  ],
  ['brDate', brDate, '29/02/2024', '29/02/2023', 'Data inválida'],
];

describe.each(CASES)('%s', (_name, make, valid, invalid, expected) => {
  it(`accepts ${valid}`, () => expect(message(make(), valid)).toBeUndefined());
  it(`gives '${expected}' for ${invalid}`, () => expect(message(make(), invalid)).toBe(expected));
  it("gives 'Campo obrigatório' when empty", () => {
    for (const empty of ['', '  ', null, undefined]) expect(message(make(), empty)).toBe('Campo obrigatório');
  });
  it('is optional when wrapped', () => {
    expect(message(optional(make()), '')).toBeUndefined();
    expect(message(optional(make()), invalid)).toBe(expected);
  });
});

describe('normalising outputs', () => {
  it('uppercases UF and plate', () => {
    expect(uf().parse(' sp ')).toBe('SP');
    expect(plate().parse('bra2e19')).toBe('BRA2E19');
  });
  it('phone narrows by kind', () => {
    expect(message(phone('FIXO'), '(11) 98765-4321')).toBe('Telefone inválido');
    expect(message(phone('CELULAR'), '(11) 98765-4321')).toBeUndefined();
  });
});

describe('dates relative to today', () => {
  it("notAfterToday gives 'Não pode ser posterior a data atual'", () => {
    expect(message(notAfterToday(), brString(new Date()))).toBeUndefined();
    expect(message(notAfterToday(), dayOffset(-1))).toBeUndefined();
    expect(message(notAfterToday(), brString(dayOffset(1)))).toBe('Não pode ser posterior a data atual');
    expect(message(notAfterToday(), dayOffset(1))).toBe('Não pode ser posterior a data atual');
  });
  it("notBeforeToday gives 'Não pode ser anterior a data atual'", () => {
    expect(message(notBeforeToday(), new Date())).toBeUndefined();
    expect(message(notBeforeToday(), brString(dayOffset(30)))).toBeUndefined();
    expect(message(notBeforeToday(), brString(dayOffset(-1)))).toBe('Não pode ser anterior a data atual');
    expect(message(notBeforeToday(), dayOffset(-1))).toBe('Não pode ser anterior a data atual');
  });
  it("gives 'Data inválida' or 'Campo obrigatório' first", () => {
    expect(message(notAfterToday(), '31/02/2020')).toBe('Data inválida');
    expect(message(notBeforeToday(), new Date(Number.NaN))).toBe('Data inválida');
    expect(message(notAfterToday(), '')).toBe('Campo obrigatório');
    expect(message(notBeforeToday(), null)).toBe('Campo obrigatório');
  });
});
