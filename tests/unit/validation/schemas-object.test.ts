import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ie, passwordConfirmation } from '@/lib/validation/schemas-object';
import { optional, requiredText } from '@/lib/validation/schemas';
import { uf } from '@/lib/validation/schemas-br';

describe('ie(ufField)', () => {
  const schema = z.object({ uf: uf(), inscricaoEstadual: optional(requiredText()) }).superRefine(ie('uf'));

  it('accepts a valid IE for the chosen UF, ISENTO, or no IE', () => {
    expect(schema.safeParse({ uf: 'SP', inscricaoEstadual: '110.042.490.114' }).success).toBe(true);
    expect(schema.safeParse({ uf: 'MG', inscricaoEstadual: 'isento' }).success).toBe(true);
    expect(schema.safeParse({ uf: 'SP', inscricaoEstadual: '' }).success).toBe(true);
  });

  it("gives 'IE inválida' at the IE field", () => {
    const result = schema.safeParse({ uf: 'MG', inscricaoEstadual: '110.042.490.114' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'IE inválida', path: ['inscricaoEstadual'] });
  });

  it('works with other field names', () => {
    const custom = z.object({ estado: z.string(), ie: z.string() }).superRefine(ie('estado', 'ie'));
    expect(custom.safeParse({ estado: 'PR', ie: '123.45678-50' }).success).toBe(true);
    expect(custom.safeParse({ estado: 'PR', ie: '123.45678-51' }).error?.issues[0].path).toEqual(['ie']);
  });
});

describe('passwordConfirmation', () => {
  const schema = z
    .object({ senha: z.string(), confirmaSenha: z.string() })
    .superRefine(passwordConfirmation('senha', 'confirmaSenha'));

  it("gives 'Senhas não conferem' at the confirmation", () => {
    const result = schema.safeParse({ senha: 'abc123', confirmaSenha: 'abc124' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Senhas não conferem',
      path: ['confirmaSenha'],
    });
  });

  it('accepts equal passwords and leaves empty ones to the required rule', () => {
    expect(schema.safeParse({ senha: 'abc123', confirmaSenha: 'abc123' }).success).toBe(true);
    expect(schema.safeParse({ senha: 'abc123', confirmaSenha: '' }).success).toBe(true);
    expect(schema.safeParse({ senha: ' abc', confirmaSenha: 'abc' }).success).toBe(false);
  });
});
