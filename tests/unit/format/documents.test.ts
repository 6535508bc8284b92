import { describe, expect, it } from 'vitest';
import {
  formatAccessKey,
  formatCep,
  formatCfop,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  formatIbge,
  formatIe,
  formatNcm,
  formatPhone,
  formatPlate,
  unmask,
} from '@/lib/format/documents';

describe('unmask', () => {
  it('keeps digits and upper-cased letters only', () => {
    expect(unmask('123.456.789-09')).toBe('12345678909');
    expect(unmask('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(unmask('(11) 98765-4321')).toBe('11987654321');
    expect(unmask('')).toBe('');
    expect(unmask(null)).toBe('');
    expect(unmask(undefined)).toBe('');
  });
});

describe('formatCpf', () => {
  it('formats 11 digits, masked or not', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpf(' 123 456 789 09 ')).toBe('123.456.789-09');
  });

  it('returns partial, overlong or invalid input unchanged', () => {
    expect(formatCpf('123456789')).toBe('123456789');
    expect(formatCpf('123.456.789')).toBe('123.456.789');
    expect(formatCpf('123456789012')).toBe('123456789012');
    expect(formatCpf('1234567890A')).toBe('1234567890A');
    expect(formatCpf('')).toBe('');
    expect(formatCpf(null)).toBe('');
    expect(formatCpf(undefined)).toBe('');
  });
});

describe('formatCnpj', () => {
  it('formats a numeric CNPJ', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('formats an alphanumeric CNPJ (July 2026), upper-casing letters', () => {
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns partial, overlong or invalid input unchanged', () => {
    expect(formatCnpj('1122233300018')).toBe('1122233300018');
    expect(formatCnpj('112223330001811')).toBe('112223330001811');
    expect(formatCnpj('12ABC34501DE3X')).toBe('12ABC34501DE3X'); // check digits are numeric
    expect(formatCnpj('12.ABC.345/01DE')).toBe('12.ABC.345/01DE');
    expect(formatCnpj(null)).toBe('');
  });
});

describe('formatCpfCnpj', () => {
  it('chooses the format by length', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
  });

  it('returns anything else unchanged', () => {
    expect(formatCpfCnpj('1234567890A')).toBe('1234567890A');
    expect(formatCpfCnpj('123456')).toBe('123456');
    expect(formatCpfCnpj('')).toBe('');
    expect(formatCpfCnpj(undefined)).toBe('');
  });
});

describe('formatCep', () => {
  it('formats 8 digits as ##.###-###', () => {
    expect(formatCep('01310100')).toBe('01.310-100');
    expect(formatCep('01310-100')).toBe('01.310-100');
    expect(formatCep('01.310-100')).toBe('01.310-100');
  });

  it('returns partial or overlong input unchanged', () => {
    expect(formatCep('0131010')).toBe('0131010');
    expect(formatCep('013101000')).toBe('013101000');
    expect(formatCep(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats landlines, mobiles and 0800 numbers', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('08001234567')).toBe('0800 123 4567');
  });

  it('returns partial or overlong input unchanged', () => {
    expect(formatPhone('3333-4444')).toBe('3333-4444');
    expect(formatPhone('+55 11 98765-4321')).toBe('+55 11 98765-4321');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('formatIe', () => {
  it('returns the registration as typed, trimmed and upper case', () => {
    expect(formatIe(' 110.042.490.114 ')).toBe('110.042.490.114');
    expect(formatIe('isento')).toBe('ISENTO');
    expect(formatIe('ISENTO')).toBe('ISENTO');
    expect(formatIe('p-01100424.3/002')).toBe('P-01100424.3/002');
    expect(formatIe(null)).toBe('');
  });
});

describe('formatNcm and formatCfop', () => {
  it('formats NCM as ####.##.##', () => {
    expect(formatNcm('84713012')).toBe('8471.30.12');
    expect(formatNcm('8471.30.12')).toBe('8471.30.12');
    expect(formatNcm('8471')).toBe('8471');
    expect(formatNcm(null)).toBe('');
  });

  it('formats CFOP as #.###', () => {
    expect(formatCfop('5102')).toBe('5.102');
    expect(formatCfop('5.102')).toBe('5.102');
    expect(formatCfop('51020')).toBe('51020');
    expect(formatCfop('')).toBe('');
  });
});

describe('formatPlate', () => {
  it('formats old plates with a hyphen and Mercosul plates without', () => {
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('ABC-1234')).toBe('ABC-1234');
    expect(formatPlate('abc1d23')).toBe('ABC1D23');
    expect(formatPlate('ABC-1D23')).toBe('ABC1D23');
  });

  it('returns anything else unchanged', () => {
    expect(formatPlate('AB12345')).toBe('AB12345');
    expect(formatPlate('ABC123')).toBe('ABC123');
    expect(formatPlate(null)).toBe('');
  });
});

describe('formatAccessKey', () => {
  const key = '35240311222333000181550010000001231000001234';

  it('groups 44 digits by 4', () => {
    expect(formatAccessKey(key)).toBe('3524 0311 2223 3300 0181 5500 1000 0001 2310 0000 1234');
    expect(formatAccessKey(formatAccessKey(key))).toBe(formatAccessKey(key));
  });

  it('returns partial input unchanged', () => {
    expect(formatAccessKey(key.slice(0, 43))).toBe(key.slice(0, 43));
    expect(formatAccessKey(undefined)).toBe('');
  });
});

describe('formatIbge', () => {
  it('shows the 7-digit code as it is, from text or number', () => {
    expect(formatIbge('3550308')).toBe('3550308');
    expect(formatIbge(3550308)).toBe('3550308');
    expect(formatIbge('355030')).toBe('355030');
    expect(formatIbge(null)).toBe('');
  });
});
