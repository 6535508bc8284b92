import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { getErrorMessage, getErrorStatus } from '@/lib/http/error-message';

function failure(status: number, data: unknown): AxiosError {
  const response = {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', response.config, null, response);
}

describe('getErrorMessage: the text shown for a failed call', () => {
  it('shows the first message of errors[0].errors[0] before anything else', () => {
    const error = failure(400, {
      errors: [{ campo: 'cep', errors: ['CEP inválido', 'segunda'] }, { errors: ['outra'] }],
      erro: 'geral',
    });
    expect(getErrorMessage(error)).toBe('CEP inválido');
  });

  it('falls back to erro when errors has no message', () => {
    expect(getErrorMessage(failure(409, { errors: [], erro: 'Código IBGE já cadastrado' }))).toBe(
      'Código IBGE já cadastrado',
    );
    expect(getErrorMessage(failure(409, { errors: [{ errors: [] }], erro: 'Em uso' }))).toBe('Em uso');
  });

  it('shows the permission text for a 403 without a message', () => {
    expect(getErrorMessage(failure(403, { errors: [] }))).toBe(
      'Você não tem permissão para acessar este recurso',
    );
    expect(getErrorMessage(failure(403, ''))).toBe('Você não tem permissão para acessar este recurso');
  });

  it('prefers the API message over the permission text on a 403', () => {
    expect(getErrorMessage(failure(403, { erro: 'Cliente bloqueado' }))).toBe('Cliente bloqueado');
  });

  it('shows the generic text otherwise: other statuses, no answer, non-HTTP errors', () => {
    expect(getErrorMessage(failure(500, { errors: [] }))).toBe('Ops, alguma coisa deu errado');
    expect(getErrorMessage(failure(502, '<html>Bad gateway</html>'))).toBe('Ops, alguma coisa deu errado');
    expect(getErrorMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(
      'Ops, alguma coisa deu errado',
    );
    expect(getErrorMessage(new Error('boom'))).toBe('Ops, alguma coisa deu errado');
    expect(getErrorMessage(undefined)).toBe('Ops, alguma coisa deu errado');
  });

  it('ignores blank messages', () => {
    expect(getErrorMessage(failure(400, { errors: [{ errors: ['  '] }], erro: 'Inválido' }))).toBe(
      'Inválido',
    );
  });

  it('reads the status of a failed call', () => {
    expect(getErrorStatus(failure(401, {}))).toBe(401);
    expect(getErrorStatus(new Error('x'))).toBeUndefined();
  });
});
