import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectSchedule } from '@/lib/live/backoff';
import { LIVE_NEW_CYCLE_AFTER_MS, openLiveConnection } from '@/lib/live/live-connection';
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

  it('reconnects on an unexpected close following the backoff schedule; when the attempts run out it reports once and starts a fresh cycle later', () => {
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
    vi.advanceTimersByTime(LIVE_NEW_CYCLE_AFTER_MS - 1);
    expect(StubSocket.instances).toHaveLength(11); // the first connection and 10 attempts
    vi.advanceTimersByTime(1);
    expect(StubSocket.instances).toHaveLength(12); // a fresh cycle, from its first wait
    StubSocket.last().fail();
    vi.advanceTimersByTime(reconnectSchedule()[0]);
    expect(StubSocket.instances).toHaveLength(13);

    // The same outage: running out again reports nothing more.
    for (const wait of reconnectSchedule().slice(1)) {
      StubSocket.last().fail();
      vi.advanceTimersByTime(wait);
    }
    StubSocket.last().fail();
    expect(onGiveUp).toHaveBeenCalledTimes(1);

    // A connection that stays open ends the outage: the next one is reported again.
    vi.advanceTimersByTime(LIVE_NEW_CYCLE_AFTER_MS);
    StubSocket.last().open();
    vi.advanceTimersByTime(5000);
    for (const wait of reconnectSchedule()) {
      StubSocket.last().fail();
      vi.advanceTimersByTime(wait);
    }
    StubSocket.last().fail();
    expect(onGiveUp).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('connects at once when asked (network back, tab visible), with fresh attempts, unless a socket is open or opening', () => {
    const { connection, onGiveUp } = open();
    StubSocket.last().open();
    connection.reconnectNow(); // open: nothing to do
    expect(StubSocket.instances).toHaveLength(1);

    StubSocket.last().fail();
    for (const wait of reconnectSchedule().slice(0, 6)) {
      vi.advanceTimersByTime(wait);
      StubSocket.last().fail();
    }
    expect(StubSocket.instances).toHaveLength(7); // waiting 30 s for the next attempt
    connection.reconnectNow();
    expect(StubSocket.instances).toHaveLength(8);
    connection.reconnectNow(); // opening: nothing more
    expect(StubSocket.instances).toHaveLength(8);
    StubSocket.last().fail();
    vi.advanceTimersByTime(reconnectSchedule()[0]); // the attempts started over
    expect(StubSocket.instances).toHaveLength(9);

    // After giving up too, without waiting for the next cycle.
    for (const wait of reconnectSchedule()) {
      StubSocket.last().fail();
      vi.advanceTimersByTime(wait);
    }
    StubSocket.last().fail();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    const before = StubSocket.instances.length;
    connection.reconnectNow();
    expect(StubSocket.instances).toHaveLength(before + 1);
    connection.close();
    connection.reconnectNow(); // closed on purpose: stays closed
    expect(StubSocket.instances).toHaveLength(before + 1);
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
    expect(onEvent).toHaveBeenCalledWith({
      tipo_evento: 'NOTIFICACOES',
      status: 'SUCESSO',
      dados: { nao_lidas: 7 },
    });
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
    vi.advanceTimersByTime(LIVE_NEW_CYCLE_AFTER_MS);
    expect(calls).toBe(12);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    connection.close();
  });
});
