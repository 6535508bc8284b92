import { describe, expect, it } from 'vitest';
import {
  maskCep,
  maskCfop,
  maskCpf,
  maskCpfCnpj,
  maskCurrencyInput,
  maskNcm,
  maskPhone,
  maskPlate,
} from '@/lib/format/masks';

describe('maskCpfCnpj', () => {
  it('masks a CPF progressively', () => {
    expect(maskCpfCnpj('')).toBe('');
    expect(maskCpfCnpj('1')).toBe('1');
    expect(maskCpfCnpj('123')).toBe('123');
    expect(maskCpfCnpj('1234')).toBe('123.4');
    expect(maskCpfCnpj('1234567')).toBe('123.456.7');
    expect(maskCpfCnpj('1234567890')).toBe('123.456.789-0');
    expect(maskCpfCnpj('12345678909')).toBe('123.456.789-09');
  });

  it('switches to CNPJ past 11 digits and stops at 14', () => {
    expect(maskCpfCnpj('123.456.789-091')).toBe('12.345.678/9091');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('1122233300018199')).toBe('11.222.333/0001-81');
  });

  it('switches to CNPJ as soon as a letter is typed (alphanumeric CNPJ)', () => {
    expect(maskCpfCnpj('12a')).toBe('12.A');
    expect(maskCpfCnpj('12abc345')).toBe('12.ABC.345');
    expect(maskCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });

  it('accepts only digits in the two check-digit positions', () => {
    expect(maskCpfCnpj('12ABC34501DEX35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE');
  });

  it('is stable when applied to its own output', () => {
    for (const value of ['123.4', '123.456.789-09', '12.ABC.345/01DE-35', '12.345.678/9091']) {
      expect(maskCpfCnpj(value)).toBe(value);
    }
  });

  it('drops punctuation and other characters', () => {
    expect(maskCpfCnpj(' 123-456 ')).toBe('123.456');
    expect(maskCpfCnpj('çé!')).toBe('');
  });
});

describe('maskCpf', () => {
  it('masks a CPF alone progressively, digits only, and stops at 11', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529.982.247-2599')).toBe('529.982.247-25');
    // No CNPJ past 11 characters, and no letters: a person's document.
    expect(maskCpf('12a3b')).toBe('123');
    expect(maskCpf(maskCpf('52998224725'))).toBe('529.982.247-25');
  });
});

describe('maskCep', () => {
  it('masks ##.###-### progressively', () => {
    expect(maskCep('01')).toBe('01');
    expect(maskCep('013')).toBe('01.3');
    expect(maskCep('013101')).toBe('01.310-1');
    expect(maskCep('01310100')).toBe('01.310-100');
    expect(maskCep('013101009')).toBe('01.310-100');
    expect(maskCep('01.310-100')).toBe('01.310-100');
    expect(maskCep('abc')).toBe('');
  });
});

describe('maskPhone', () => {
  it('masks a landline then a mobile', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1133334')).toBe('(11) 3333-4');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('119876543210')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
  });
});

describe('maskNcm and maskCfop', () => {
  it('masks NCM ####.##.##', () => {
    expect(maskNcm('8471')).toBe('8471');
    expect(maskNcm('84713')).toBe('8471.3');
    expect(maskNcm('8471301')).toBe('8471.30.1');
    expect(maskNcm('847130129')).toBe('8471.30.12');
    expect(maskNcm('8471.30.12')).toBe('8471.30.12');
  });

  it('masks CFOP #.###', () => {
    expect(maskCfop('5')).toBe('5');
    expect(maskCfop('51')).toBe('5.1');
    expect(maskCfop('51020')).toBe('5.102');
    expect(maskCfop('5.102')).toBe('5.102');
  });
});

describe('maskPlate', () => {
  it('masks old plates with a hyphen once the 5th character is a digit', () => {
    expect(maskPlate('abc')).toBe('ABC');
    expect(maskPlate('abc1')).toBe('ABC1');
    expect(maskPlate('abc12')).toBe('ABC-12');
    expect(maskPlate('abc1234')).toBe('ABC-1234');
    expect(maskPlate('ABC-1234')).toBe('ABC-1234');
  });

  it('masks Mercosul plates without a hyphen', () => {
    expect(maskPlate('abc1d')).toBe('ABC1D');
    expect(maskPlate('abc1d23')).toBe('ABC1D23');
    expect(maskPlate('ABC1D234')).toBe('ABC1D23');
  });

  it('skips characters that do not fit the position', () => {
    expect(maskPlate('1abc')).toBe('ABC');
    expect(maskPlate('abcd1')).toBe('ABC1');
  });
});

describe('maskCurrencyInput', () => {
  it('fills from the right as cents', () => {
    expect(maskCurrencyInput('')).toBe('');
    expect(maskCurrencyInput('1')).toBe('0,01');
    expect(maskCurrencyInput('12')).toBe('0,12');
    expect(maskCurrencyInput('123')).toBe('1,23');
    expect(maskCurrencyInput('123456')).toBe('1.234,56');
    expect(maskCurrencyInput('123456789')).toBe('1.234.567,89');
  });

  it('is stable on its own output and ignores other characters', () => {
    expect(maskCurrencyInput('1.234,56')).toBe('1.234,56');
    expect(maskCurrencyInput('R$ 1.234,567')).toBe('12.345,67');
    expect(maskCurrencyInput('0,00')).toBe('0,00');
    expect(maskCurrencyInput('abc')).toBe('');
  });

  it('stops at 15 digits', () => {
    expect(maskCurrencyInput('1234567890123456')).toBe('1.234.567.890.123,45');
  });
});
