import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationMessages } from '@/lib/messages';
import {
  email,
  lockReason,
  maxMessage,
  maxText,
  minText,
  module,
  modulesIncludeBasic,
  nonNegative,
  option,
  optional,
  positive,
  requiredObject,
  requiredText,
  upperText,
} from '@/lib/validation/schemas';

/** The first issue's message, or undefined when the value parses. */
function message(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe('required text', () => {
  it.each([undefined, null, '', '   '])("'%s' gives 'Campo obrigatório'", (value) => {
    expect(message(requiredText(), value)).toBe('Campo obrigatório');
    expect(message(upperText(), value)).toBe(validationMessages.required);
  });
  it('trims and uppercases', () => {
    expect(requiredText().parse('  ana  ')).toBe('ana');
    expect(upperText().parse('  joão da silva ')).toBe('JOÃO DA SILVA');
  });
});

describe('length limits', () => {
  it("minText(15) gives 'Mínimo 15 caracteres' and a single required message when empty", () => {
    expect(message(minText(15), 'curto')).toBe('Mínimo 15 caracteres');
    expect(message(minText(15), '   quinze caracteres  ')).toBeUndefined();
    const empty = minText(15).safeParse('');
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['Campo obrigatório']);
  });
  it('maxText uses the fixed messages for 3, 4 and 300 and the same wording for others', () => {
    expect(message(maxText(3), '1234')).toBe('Máximo 3 caracteres');
    expect(message(maxText(4), '12345')).toBe('Máximo 4 caracteres');
    expect(message(maxText(300), 'x'.repeat(301))).toBe('Máximo 300 caracteres');
    expect(message(maxText(60), 'x'.repeat(61))).toBe('Máximo 60 caracteres');
    expect(message(maxText(3), ' 123 ')).toBeUndefined();
    expect(maxMessage(10)).toBe('Máximo 10 caracteres');
  });
  it('a ticket title combines min 15 and max 300', () => {
    const title = minText(15).max(300, maxMessage(300));
    expect(message(title, 'x'.repeat(301))).toBe('Máximo 300 caracteres');
    expect(message(title, 'x'.repeat(14))).toBe('Mínimo 15 caracteres');
  });
});

describe('lockReason', () => {
  it('trims, requires 15 characters and uppercases', () => {
    expect(lockReason().parse('  cliente inadimplente  ')).toBe('CLIENTE INADIMPLENTE');
    expect(message(lockReason(), '  inadimplente   ')).toBe('Mínimo 15 caracteres');
    expect(message(lockReason(), '')).toBe('Campo obrigatório');
  });
});

describe('email', () => {
  it("gives 'E-mail inválido'", () => {
    expect(message(email(), 'ana@empresa.com.br')).toBeUndefined();
    expect(message(email(), 'ana@')).toBe('E-mail inválido');
    expect(message(email(), 'ana empresa.com')).toBe('E-mail inválido');
    expect(message(email(), '')).toBe('Campo obrigatório');
  });
});

describe('numbers', () => {
  it("positive gives 'Deve ser maior que zero'", () => {
    expect(message(positive(), 0)).toBe('Deve ser maior que zero');
    expect(message(positive(), -1)).toBe('Deve ser maior que zero');
    expect(message(positive(), 0.01)).toBeUndefined();
    expect(message(positive(), null)).toBe('Campo obrigatório');
  });
  it("nonNegative gives 'Deve ser maior ou igual a zero'", () => {
    expect(message(nonNegative(), -0.01)).toBe('Deve ser maior ou igual a zero');
    expect(message(nonNegative(), 0)).toBeUndefined();
    expect(message(nonNegative(), undefined)).toBe('Campo obrigatório');
  });
});

describe('option and module', () => {
  const setor = option(['SUPORTE', 'FINANCEIRO'] as const);
  it("option gives 'Opção inválida', or 'Campo obrigatório' when missing", () => {
    expect(setor.parse('SUPORTE')).toBe('SUPORTE');
    expect(message(setor, 'VENDAS')).toBe('Opção inválida');
    expect(message(setor, '')).toBe('Campo obrigatório');
    expect(message(setor, undefined)).toBe('Campo obrigatório');
  });
  it("module gives 'Módulo inválido'", () => {
    expect(module().parse(' basico ')).toBe('BASICO');
    expect(message(module(), 'BÁSICO!')).toBe('Módulo inválido');
    expect(message(module(['BASICO', 'CTE']), 'MDFE')).toBe('Módulo inválido');
    expect(message(module(['BASICO', 'CTE']), 'cte')).toBeUndefined();
    expect(message(module(), '')).toBe('Campo obrigatório');
  });
  it("modulesIncludeBasic gives 'O módulo básico deve ser selecionado'", () => {
    expect(message(modulesIncludeBasic(), ['CTE', 'BASICO'])).toBeUndefined();
    expect(message(modulesIncludeBasic(), [{ codigo: 'BASICO', id: 1 }])).toBeUndefined();
    expect(message(modulesIncludeBasic(), ['CTE'])).toBe('O módulo básico deve ser selecionado');
    expect(message(modulesIncludeBasic(), [])).toBe('O módulo básico deve ser selecionado');
  });
});

describe('requiredObject', () => {
  it("gives 'Campo obrigatório' for a missing pick and keeps the other fields", () => {
    const company = requiredObject();
    expect(message(company, null)).toBe('Campo obrigatório');
    expect(message(company, undefined)).toBe('Campo obrigatório');
    expect(message(company, {})).toBe('Campo obrigatório');
    expect(company.parse({ id: 7, nome: 'ACME' })).toEqual({ id: 7, nome: 'ACME' });
  });
  it('checks the extra shape', async () => {
    const { z } = await import('zod');
    const branch = requiredObject({ codigo: z.string() });
    expect(message(branch, { id: 1, codigo: '001' })).toBeUndefined();
    expect(branch.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('optional', () => {
  it("accepts '', blanks, null and undefined, and still checks the rest", () => {
    const schema = optional(email());
    for (const value of ['', '  ', null, undefined]) expect(schema.parse(value)).toBeUndefined();
    expect(schema.parse(' ana@empresa.com ')).toBe('ana@empresa.com');
    expect(message(schema, 'ana@')).toBe('E-mail inválido');
    expect(message(optional(maxText(3)), '1234')).toBe('Máximo 3 caracteres');
  });
});
