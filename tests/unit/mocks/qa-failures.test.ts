import { afterEach, describe, expect, it } from 'vitest';
import { contractOperations } from '@generated/tables/operations';
import {
  matchesTemplate,
  onQaChange,
  operationOf,
  qaSettings,
  setContractOperations,
  takeFailure,
} from '@mocks/kit/qa';
import { setupMockApi } from './support';

const api = setupMockApi();

afterEach(() => {
  qaSettings.failures.splice(0);
  setContractOperations([]);
});

describe('QA forced failures: picked by operation', () => {
  it('a contract path matches its instances whole, each {parameter} one segment', () => {
    expect(matchesTemplate('/v1/cidades/{id}', '/v1/cidades/12')).toBe(true);
    expect(matchesTemplate('/v1/cidades/{id}', '/v1/cidades/12/')).toBe(true);
    expect(matchesTemplate('/v1/cidades/{id}', '/v1/cidades')).toBe(false);
    expect(matchesTemplate('/v1/cidades/{id}', '/v1/cidades/')).toBe(false);
    expect(matchesTemplate('/v1/cidades/{id}', '/v1/cidades/12/configuracoes')).toBe(false);
    expect(matchesTemplate('/v1/cidades', '/v1/cidades/12')).toBe(false);
    expect(matchesTemplate('/v1/{recurso}/inativa/{id}', '/v1/cidades/inativa/3')).toBe(true);
  });

  it('a call is the operation of the most fixed segments, as a router decides', () => {
    expect(operationOf('GET', '/v1/chamados/contagem-status', contractOperations)).toBe(
      'contagemStatusChamados',
    );
    expect(operationOf('GET', '/v1/chamados/1051', contractOperations)).toBe('buscaChamado');
    expect(operationOf('GET', '/v1/cidades/exporta-excel', contractOperations)).toBe('exportaExcelCidades');
    expect(operationOf('PUT', '/v1/cidades/inativa/3', contractOperations)).toBe('inativaRegistro');
    expect(operationOf('DELETE', '/v1/cidades/3', contractOperations)).toBeUndefined();
  });

  it('the generated list is the contract’s: every operation once, with its method, path and declared errors', () => {
    const ids = contractOperations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contractOperations.find((operation) => operation.operationId === 'listaCidades')).toEqual({
      method: 'GET',
      path: '/v1/cidades',
      operationId: 'listaCidades',
      summary: 'Lista cidades',
      tag: 'cidades',
      errors: [400, 401, 403],
    });
  });

  it('fails the picked operation’s calls only, counted down, and says so to who listens', () => {
    setContractOperations(contractOperations);
    qaSettings.failures.push({
      method: 'GET',
      path: '/v1/chamados/{id}',
      status: 500,
      times: 2,
      operationId: 'buscaChamado',
    });
    let changes = 0;
    const stop = onQaChange(() => (changes += 1));
    expect(takeFailure('GET', '/v1/chamados/contagem-status')).toBeUndefined();
    expect(takeFailure('GET', '/v1/chamados')).toBeUndefined();
    expect(takeFailure('PUT', '/v1/chamados/7')).toBeUndefined();
    expect(takeFailure('GET', '/v1/chamados/7')?.status).toBe(500);
    expect(qaSettings.failures[0].times).toBe(1);
    expect(takeFailure('GET', '/v1/chamados/8')?.status).toBe(500);
    expect(qaSettings.failures).toEqual([]);
    expect(changes).toBe(2);
    stop();
  });

  it('a substring failure (the console’s) still fails every call whose path holds it', () => {
    qaSettings.failures.push({ method: '*', path: '/v1/cidades', status: 503 });
    expect(takeFailure('GET', '/v1/cidades/12')?.status).toBe(503);
    expect(takeFailure('POST', '/v1/cidades/importa-cidades')?.status).toBe(503);
    expect(qaSettings.failures).toHaveLength(1);
  });

  it('through the mock API: the list answers the failure with its message, the count endpoint does not fail', async () => {
    setContractOperations(contractOperations);
    const { token } = await api.login();
    qaSettings.failures.push(
      {
        method: 'GET',
        path: '/v1/cidades',
        status: 500,
        erro: 'Banco de cidades fora do ar',
        times: 1,
        operationId: 'listaCidades',
      },
      { method: 'GET', path: '/v1/chamados/{id}', status: 404, operationId: 'buscaChamado' },
    );
    expect((await api.call(token, '/v1/cidades/1')).status).toBe(200);
    const failed = await api.call(token, '/v1/cidades?pagina=1');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ erro: 'Banco de cidades fora do ar' });
    expect((await api.call(token, '/v1/cidades?pagina=1')).status).toBe(200);
    expect((await api.call(token, '/v1/chamados/contagem-status')).status).toBe(200);
    expect((await api.call(token, '/v1/chamados/1')).status).toBe(404);
  });
});
