import { AxiosError, AxiosHeaders } from 'axios';
import type { UseFormSetError } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyApiFieldErrors,
  getApiFieldErrors,
  reportApiFormError,
  toFormPath,
} from '@/lib/forms/api-field-errors';
import { toast } from '@/lib/toast/toast';

interface Form {
  nome: string;
  avatar: File | null;
  endereco: { cep: string; numero: string };
  telefones: Array<{ numero: string }>;
}

/** A failed call as axios reports it, with the API's error body. */
function apiFailure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

function recorder() {
  const calls: Array<[string, { type?: string; message?: string }, { shouldFocus?: boolean } | undefined]> =
    [];
  const setError = ((name, error, options) => {
    calls.push([name as string, error, options]);
  }) as UseFormSetError<Form>;
  return { calls, setError };
}

afterEach(() => vi.restoreAllMocks());

describe('getApiFieldErrors', () => {
  it('reads errors[].campo with their messages, merged per field and in the API order', () => {
    const error = apiFailure(400, {
      errors: [
        { campo: 'senhaAtual', errors: ['Senha atual incorreta'] },
        { campo: 'endereco.cep', errors: ['CEP inválido'] },
        { campo: 'senhaAtual', errors: ['Outra mensagem'] },
      ],
      erro: 'Senha atual incorreta',
    });
    expect(getApiFieldErrors(error)).toEqual([
      { campo: 'senhaAtual', messages: ['Senha atual incorreta', 'Outra mensagem'] },
      { campo: 'endereco.cep', messages: ['CEP inválido'] },
    ]);
  });

  it('ignores errors without a field or without messages, and anything that is not an API error', () => {
    expect(
      getApiFieldErrors(
        apiFailure(400, {
          errors: [{ errors: ['Geral'] }, { campo: 'nome', errors: [] }, { campo: ' ', errors: ['x'] }],
        }),
      ),
    ).toEqual([]);
    expect(getApiFieldErrors(apiFailure(500, 'Internal Server Error'))).toEqual([]);
    expect(getApiFieldErrors(apiFailure(403, { errors: [] }))).toEqual([]);
    expect(getApiFieldErrors(new Error('network'))).toEqual([]);
    expect(getApiFieldErrors(null)).toEqual([]);
  });

  it('turns bracket indexes into react-hook-form paths', () => {
    expect(toFormPath('telefones[0].numero')).toBe('telefones.0.numero');
    expect(toFormPath('endereco.cep')).toBe('endereco.cep');
    expect(
      getApiFieldErrors(
        apiFailure(400, { errors: [{ campo: 'telefones[1].numero', errors: ['Telefone inválido'] }] }),
      ),
    ).toEqual([{ campo: 'telefones.1.numero', messages: ['Telefone inválido'] }]);
  });
});

describe('applyApiFieldErrors', () => {
  it('sets the first message of each known field (nested ones too), focusing only the first', () => {
    const { calls, setError } = recorder();
    const error = apiFailure(400, {
      errors: [
        { campo: 'nome', errors: ['Campo obrigatório', 'Máximo 150 caracteres'] },
        { campo: 'endereco.cep', errors: ['CEP inválido'] },
        { campo: 'telefones.0.numero', errors: ['Telefone inválido'] },
      ],
    });
    const result = applyApiFieldErrors(error, setError, { fields: ['nome', 'endereco', 'telefones'] });
    expect(result).toEqual({ applied: ['nome', 'endereco.cep', 'telefones.0.numero'], unmatched: [] });
    expect(calls).toEqual([
      ['nome', { type: 'server', message: 'Campo obrigatório' }, { shouldFocus: true }],
      ['endereco.cep', { type: 'server', message: 'CEP inválido' }, { shouldFocus: false }],
      ['telefones.0.numero', { type: 'server', message: 'Telefone inválido' }, { shouldFocus: false }],
    ]);
  });

  it('reports fields the form does not have as unmatched, and maps aliases', () => {
    const { calls, setError } = recorder();
    const error = apiFailure(400, {
      errors: [
        { campo: 'arquivo', errors: ['O avatar deve ser uma imagem'] },
        { campo: 'empresaId', errors: ['Opção inválida'] },
        { campo: 'nomeCompleto', errors: ['Não é nome'] },
      ],
    });
    const result = applyApiFieldErrors(error, setError, {
      fields: ['nome'],
      aliases: { arquivo: 'avatar' },
      shouldFocus: false,
    });
    expect(result.applied).toEqual(['avatar']);
    expect(result.unmatched.map((entry) => entry.campo)).toEqual(['empresaId', 'nomeCompleto']);
    expect(calls).toEqual([
      ['avatar', { type: 'server', message: 'O avatar deve ser uma imagem' }, { shouldFocus: false }],
    ]);
  });
});

describe('reportApiFormError', () => {
  it('shows field errors at the fields and no toast', () => {
    const error = vi.spyOn(toast, 'error');
    const { calls, setError } = recorder();
    const shown = reportApiFormError(
      apiFailure(400, { errors: [{ campo: 'nome', errors: ['Campo obrigatório'] }] }),
      setError,
      {
        fields: ['nome'],
      },
    );
    expect(shown).toBe(true);
    expect(calls).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('falls back to the error text of the failed call as a toast when no field can show it', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(true);
    const { calls, setError } = recorder();
    expect(
      reportApiFormError(apiFailure(400, { errors: [], erro: 'Arquivo grande demais' }), setError, {
        fields: ['nome'],
      }),
    ).toBe(false);
    expect(reportApiFormError(apiFailure(403, { errors: [] }), setError, { fields: ['nome'] })).toBe(false);
    expect(reportApiFormError(new Error('offline'), setError, { fields: ['nome'] })).toBe(false);
    // A 401 is the session's business (refresh or sign-out): no toast.
    expect(
      reportApiFormError(apiFailure(401, { erro: 'Sessão expirada. Entre novamente.' }), setError, {
        fields: ['nome'],
      }),
    ).toBe(false);
    expect(calls).toEqual([]);
    expect(error.mock.calls).toEqual([
      ['Arquivo grande demais'],
      ['Você não tem permissão para acessar este recurso'],
      ['Ops, alguma coisa deu errado'],
    ]);
  });

  it('shows errors of fields the form lacks as a toast next to the ones it could show', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(true);
    const { setError } = recorder();
    const body = {
      errors: [
        { campo: 'nome', errors: ['Campo obrigatório'] },
        { campo: 'cpf', errors: ['CPF/CNPJ inválido'] },
      ],
    };
    expect(reportApiFormError(apiFailure(400, body), setError, { fields: ['nome'] })).toBe(true);
    expect(error.mock.calls).toEqual([['CPF/CNPJ inválido']]);
  });
});
