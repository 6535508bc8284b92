import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '@/lib/config/runtime-config';
import * as runtimeConfig from '@/lib/config/runtime-config';
import { useIdleTimeout } from '@/lib/session/idle-timeout';
import { SESSION_CHANNEL } from '@/lib/session/session-broadcast';
import { getSessionSnapshot, setSessionSnapshot, SIGNED_OUT } from '@/lib/session/session-state';

const signedIn = {
  status: 'signed-in' as const,
  user: { id: 1, nome: 'A', email: 'a@x', avatarUrl: null, admin: true },
  actions: new Set<string>(),
};

function Layout() {
  useIdleTimeout();
  return null;
}

function withIdleTimeout(minutes: number) {
  vi.spyOn(runtimeConfig, 'getRuntimeConfig').mockReturnValue(
    parseRuntimeConfig({ idleTimeoutMinutes: minutes }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setSessionSnapshot(signedIn);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setSessionSnapshot(SIGNED_OUT);
});

describe('idle timeout (runtime configuration idleTimeoutMinutes)', () => {
  it('ends the session after the configured minutes without a key, a click, a touch or a scroll', () => {
    withIdleTimeout(10);
    render(<Layout />);
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(getSessionSnapshot().status).toBe('signed-in');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(getSessionSnapshot().status).toBe('signed-in'); // the key press started the count again
    act(() => vi.advanceTimersByTime(60_000 + 15_000));
    expect(getSessionSnapshot().status).toBe('signed-out');
  });

  it("counts another tab's activity (the time the tabs share)", () => {
    withIdleTimeout(10);
    render(<Layout />);
    act(() => vi.advanceTimersByTime(9 * 60_000));
    localStorage.setItem('retaguarda:ultima-atividade', String(Date.now()));
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(getSessionSnapshot().status).toBe('signed-in');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(getSessionSnapshot().status).toBe('signed-out');
  });

  it('signs out the other tabs at once: it tells them, with the reason only', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      withIdleTimeout(10);
      render(<Layout />);
      act(() => vi.advanceTimersByTime(10 * 60_000)); // the check that finds 10 minutes without activity
      expect(getSessionSnapshot().status).toBe('signed-out');
      await vi.waitUntil(() => heard.length > 0, { timeout: 2_000, interval: 5 });
      expect(heard).toEqual([{ type: 'signed-out', reason: 'expired' }]);
    } finally {
      otherTab.close();
    }
  });

  it('never ends a session without a configured timeout (0, the default)', () => {
    withIdleTimeout(0);
    render(<Layout />);
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(getSessionSnapshot().status).toBe('signed-in');
  });
});
