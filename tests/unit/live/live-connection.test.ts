import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectSchedule } from '@/lib/live/backoff';
import { openLiveConnection } from '@/lib/live/live-connection';
import { StubSocket } from './stub-socket';

const URL = 'ws://retaguarda.test/dev/api/v1/ws?usu_id=1';

function open(onGiveUp = vi.fn(), onEvent = vi.fn()) {
  const connection = openLiveConnection({
    url: URL,
    onEvent,
    onGiveUp,
    createSocket: (url) => new StubSocket(url) as unknown as WebSocket,
  });
  return { connection, onGiveUp, onEvent };
}

describe('live connection with reconnection (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    StubSocket.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reconnects on an unexpected close following the backoff schedule, then gives up once', () => {
    const { connection, onGiveUp } = open();
    expect(StubSocket.instances).toHaveLength(1);
    expect(StubSocket.last().url).toBe(URL);
    StubSocket.last().fail();

    for (const [index, wait] of reconnectSchedule().entries()) {
      vi.advanceTimersByTime(wait - 1);
      expect(StubSocket.instances).toHaveLength(index + 1); // not yet
      vi.advanceTimersByTime(1);
      expect(StubSocket.instances).toHaveLength(index + 2); // attempt `index` opened after `wait` ms
      expect(onGiveUp).not.toHaveBeenCalled();
      StubSocket.last().fail();
    }

    expect(onGiveUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(StubSocket.instances).toHaveLength(11); // the first connection and 10 attempts
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('resets the attempts once a connection has stayed open', () => {
    const { connection, onGiveUp } = open();
    StubSocket.last().fail();
    vi.advanceTimersByTime(1000);
    StubSocket.last().fail();
    vi.advanceTimersByTime(2000);
    StubSocket.last().fail();
    vi.advanceTimersByTime(4000);
    expect(StubSocket.instances).toHaveLength(4);
    StubSocket.last().open();
    vi.advanceTimersByTime(5000); // stable: the attempts start over
    StubSocket.last().fail(); // the server drops it later: the schedule starts again
    vi.advanceTimersByTime(999);
    expect(StubSocket.instances).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(StubSocket.instances).toHaveLength(5);
    expect(onGiveUp).not.toHaveBeenCalled();
    connection.close();
  });

  it('keeps counting when a connection opens and drops at once (a server that keeps dropping)', () => {
    const { connection, onGiveUp } = open();
    for (const wait of reconnectSchedule()) {
      StubSocket.last().open();
      StubSocket.last().fail();
      vi.advanceTimersByTime(wait);
    }
    StubSocket.last().open();
    StubSocket.last().fail();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    connection.close();
  });

  it('does not reconnect after a close asked for, even with an attempt pending', () => {
    const first = open();
    StubSocket.last().open();
    first.connection.close();
    expect(StubSocket.last().closedByClient).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(StubSocket.instances).toHaveLength(1);

    StubSocket.reset();
    const second = open();
    StubSocket.last().fail();
    second.connection.close(); // while waiting for attempt 0
    vi.advanceTimersByTime(60_000);
    expect(StubSocket.instances).toHaveLength(1);
    expect(second.onGiveUp).not.toHaveBeenCalled();
  });

  it('delivers the parsed events and ignores messages that are not events', () => {
    const { connection, onEvent } = open();
    StubSocket.last().open();
    StubSocket.last().receive({ tipo_evento: 'NOTIFICACOES', status: 'SUCESSO', dados: { nao_lidas: 7 } });
    StubSocket.last().receive('não é json');
    StubSocket.last().receive({ status: 'SUCESSO' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ tipo_evento: 'NOTIFICACOES', status: 'SUCESSO', dados: { nao_lidas: 7 } });
    connection.close();
  });

  it('retries when the socket cannot even be created (bad URL)', () => {
    let calls = 0;
    const onGiveUp = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = openLiveConnection({
      url: 'nada',
      onEvent: vi.fn(),
      onGiveUp,
      createSocket: () => {
        calls += 1;
        throw new SyntaxError('invalid url');
      },
    });
    vi.advanceTimersByTime(reconnectSchedule().reduce((sum, wait) => sum + wait, 0));
    expect(calls).toBe(11);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    connection.close();
  });
});
