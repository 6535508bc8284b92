import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectSchedule } from '@/lib/live/backoff';
import { LIVE_NEW_CYCLE_AFTER_MS } from '@/lib/live/live-connection';
import {
  isLiveConnectionActive,
  useLiveConnection,
  useLiveEvent,
  type LiveEvent,
} from '@/lib/live/live-socket';
import { toast } from '@/lib/toast/toast';
import { ToastHost } from '@/lib/toast/toast-host';
import { StubSocket } from '../../unit/live/stub-socket';

const received: Record<string, LiveEvent[]> = { notifications: [], imports: [] };

/** Two features listening, and the shell's connection (twice, as StrictMode or two layouts would). */
function App({ userId }: { userId: number }) {
  useLiveConnection(userId);
  useLiveConnection(userId);
  useLiveEvent('NOTIFICACOES', (event) => received.notifications.push(event));
  useLiveEvent(['IMPORTACAO_CIDADES', 'IMPORTACAO_PAISES'], (event) => received.imports.push(event));
  return <ToastHost />;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', StubSocket);
  StubSocket.reset();
  received.notifications = [];
  received.imports = [];
});

afterEach(async () => {
  cleanup();
  await act(async () => {}); // let the deferred close run
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the session live socket', () => {
  it('opens one socket per session at <socketUrl>?usu_id=<id> and hands each feature its events', async () => {
    const { unmount } = render(<App userId={1} />);
    expect(StubSocket.instances).toHaveLength(1);
    expect(StubSocket.last().url).toBe(`ws://${location.host}/dev/api/v1/ws?usu_id=1`);
    act(() => {
      StubSocket.last().open();
      StubSocket.last().receive({ tipo_evento: 'NOTIFICACOES', status: 'SUCESSO', dados: { nao_lidas: 3 } });
      StubSocket.last().receive({
        tipo_evento: 'IMPORTACAO_PAISES',
        status: 'ERRO',
        dados: { id_evento: 'x', erros: [] },
      });
      StubSocket.last().receive({
        tipo_evento: 'IMPORTACAO_NCMS',
        status: 'SUCESSO',
        dados: { id_evento: 'y', erros: [] },
      });
    });
    expect(received.notifications.map((event) => event.dados)).toEqual([{ nao_lidas: 3 }]);
    expect(received.imports.map((event) => event.tipo_evento)).toEqual(['IMPORTACAO_PAISES']);

    unmount();
    await act(async () => {});
    expect(StubSocket.last().closedByClient).toBe(true);
    expect(isLiveConnectionActive()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(StubSocket.instances).toHaveLength(1); // a close on sign-out is not followed by reconnects
  });

  it('reconnects up to 10 times with backoff, then shows the socket error toast once and tries again later', () => {
    const showError = vi.spyOn(toast, 'error');
    render(<App userId={1} />);
    act(() => StubSocket.last().fail());
    for (const wait of reconnectSchedule()) {
      act(() => {
        vi.advanceTimersByTime(wait);
      });
      expect(
        screen.queryByText('Não foi possível comunicar com o servidor web-socket'),
      ).not.toBeInTheDocument();
      act(() => StubSocket.last().fail());
    }
    expect(StubSocket.instances).toHaveLength(11);
    expect(screen.getByText('Não foi possível comunicar com o servidor web-socket')).toBeInTheDocument();
    expect(showError).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(LIVE_NEW_CYCLE_AFTER_MS);
    });
    expect(StubSocket.instances).toHaveLength(12); // a fresh cycle: the connection is never left for dead
    for (const wait of reconnectSchedule()) {
      act(() => StubSocket.last().fail());
      act(() => {
        vi.advanceTimersByTime(wait);
      });
    }
    act(() => StubSocket.last().fail());
    expect(showError).toHaveBeenCalledTimes(1); // once per outage
  });

  it('connects at once when the network comes back or the tab is shown again, without waiting out the backoff', () => {
    render(<App userId={1} />);
    act(() => StubSocket.last().fail());
    for (const wait of reconnectSchedule().slice(0, 5)) {
      act(() => {
        vi.advanceTimersByTime(wait);
      });
      act(() => StubSocket.last().fail());
    }
    expect(StubSocket.instances).toHaveLength(6); // next attempt in 30 s
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(StubSocket.instances).toHaveLength(7);

    act(() => StubSocket.last().fail());
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(StubSocket.instances).toHaveLength(8);
    act(() => {
      window.dispatchEvent(new Event('online')); // already connecting: no second socket
    });
    expect(StubSocket.instances).toHaveLength(8);
  });

  it('opens a new socket for another user (sign-out, then sign-in as someone else)', async () => {
    const { rerender } = render(<App userId={1} />);
    const first = StubSocket.last();
    rerender(<App userId={2} />);
    await act(async () => {});
    expect(first.closedByClient).toBe(true);
    expect(StubSocket.instances).toHaveLength(2);
    expect(StubSocket.last().url).toContain('usu_id=2');
  });
});
