import { describe, expect, it } from 'vitest';
import { buildLiveSocketUrl } from '@/lib/live/socket-url';
import { matchesLiveFilter, parseLiveEvent } from '@/lib/live/live-event';

describe('live socket URL', () => {
  it('turns a path into ws(s):// on the page host and adds usu_id', () => {
    expect(buildLiveSocketUrl('/dev/api/v1/ws', 7, 'http://127.0.0.1:5173/dashboard')).toBe(
      'ws://127.0.0.1:5173/dev/api/v1/ws?usu_id=7',
    );
    expect(buildLiveSocketUrl('/dev/api/v1/ws', 7, 'https://app.exemplo.com.br/x')).toBe(
      'wss://app.exemplo.com.br/dev/api/v1/ws?usu_id=7',
    );
  });

  it('keeps absolute socket URLs (http(s) become ws(s)) and their query', () => {
    expect(buildLiveSocketUrl('wss://api.exemplo.com.br/v1/ws', 3, 'http://localhost/')).toBe(
      'wss://api.exemplo.com.br/v1/ws?usu_id=3',
    );
    expect(buildLiveSocketUrl('https://api.exemplo.com.br/v1/ws?x=1', 3, 'http://localhost/')).toBe(
      'wss://api.exemplo.com.br/v1/ws?x=1&usu_id=3',
    );
  });
});

describe('live events', () => {
  const event = { tipo_evento: 'NOTIFICACOES', status: 'SUCESSO', dados: { nao_lidas: 2 } } as const;

  it('parses JSON messages into the EventoAoVivo envelope', () => {
    expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
    expect(parseLiveEvent('{"tipo_evento":"IMPORTACAO_CIDADES","status":"ERRO"}')).toEqual({
      tipo_evento: 'IMPORTACAO_CIDADES',
      status: 'ERRO',
      dados: {},
    });
    expect(parseLiveEvent('[]')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
    expect(parseLiveEvent('{')).toBeNull();
  });

  it('filters by type, by types or by predicate', () => {
    expect(matchesLiveFilter('NOTIFICACOES', event)).toBe(true);
    expect(matchesLiveFilter('IMPORTACAO_CFOPS', event)).toBe(false);
    expect(matchesLiveFilter(['IMPORTACAO_CFOPS', 'NOTIFICACOES'], event)).toBe(true);
    expect(matchesLiveFilter((e) => e.status === 'ERRO', event)).toBe(false);
  });
});
