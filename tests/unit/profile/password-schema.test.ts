import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@/features/profile/password-schema';

function messages(input: unknown) {
  const result = passwordSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('password schema', () => {
  it('requires the three fields', () => {
    expect(messages({ senhaAtual: '', senha: '', confirmaSenha: '' })).toEqual({
      senhaAtual: 'Campo obrigatório',
      senha: 'Campo obrigatório',
      confirmaSenha: 'Campo obrigatório',
    });
  });

  it("says 'Senhas não conferem' at the confirmation when it differs from the new password", () => {
    expect(messages({ senhaAtual: 'atual123', senha: 'nova12345', confirmaSenha: 'nova1234' })).toEqual({
      confirmaSenha: 'Senhas não conferem',
    });
    // Still checked while another field is missing.
    expect(messages({ senhaAtual: '', senha: 'nova12345', confirmaSenha: 'outra' })).toEqual({
      senhaAtual: 'Campo obrigatório',
      confirmaSenha: 'Senhas não conferem',
    });
  });

  it('refuses a new password equal to the current one, at the new password', () => {
    expect(
      messages({ senhaAtual: 'retaguarda123', senha: 'retaguarda123', confirmaSenha: 'retaguarda123' }),
    ).toEqual({
      senha: 'A nova senha deve ser diferente da atual',
    });
  });

  it('does not trim: spaces are part of a password', () => {
    expect(messages({ senhaAtual: 'abc', senha: 'abc ', confirmaSenha: 'abc' })).toEqual({
      confirmaSenha: 'Senhas não conferem',
    });
    expect(messages({ senhaAtual: ' ', senha: 'nova', confirmaSenha: 'nova' })).toEqual({});
  });

  it('accepts a valid change as is', () => {
    const values = { senhaAtual: 'retaguarda123', senha: 'NovaSenha!2026', confirmaSenha: 'NovaSenha!2026' };
    expect(passwordSchema.parse(values)).toEqual(values);
  });
});
