import { reconnectDelay } from './backoff';
import { parseLiveEvent, type LiveEvent } from './live-event';

/** After the attempts ran out, a fresh cycle of attempts starts this much later. */
export const LIVE_NEW_CYCLE_AFTER_MS = 60_000;

export interface LiveConnectionOptions {
  url: string;
  onEvent: (event: LiveEvent) => void;
  /**
   * Called when the attempts ran out, once per outage: the fresh cycles that follow do not call it
   * again until a connection has stayed open (`stableAfterMs`).
   */
  onGiveUp: () => void;
  /** Opens the socket (default: the global WebSocket). */
  createSocket?: (url: string) => WebSocket;
  /** Wait before reconnect attempt n, or null to give up (default: backoff.ts, up to 10 attempts). */
  delay?: (attempt: number) => number | null;
  /** How long a connection must stay open before the attempts start over (default 5000 ms). */
  stableAfterMs?: number;
  /** How long after giving up a fresh cycle of attempts starts (default LIVE_NEW_CYCLE_AFTER_MS). */
  newCycleAfterMs?: number;
}

export interface LiveConnection {
  /**
   * Connects now, with a fresh cycle of attempts, unless a socket is open or opening: the network came
   * back, or the tab became visible, and waiting out the backoff (or a given-up cycle) would only delay.
   */
  reconnectNow(): void;
  /** Closes the socket on purpose: no reconnect follows. */
  close(): void;
}

/**
 * One live socket that always comes back: any close not asked for schedules the next attempt with the
 * backoff schedule; a connection that stays open for `stableAfterMs` resets the attempts (one that opens
 * and drops at once does not, so a server that keeps dropping still runs out of attempts); when they run
 * out, onGiveUp runs (once per outage) and a fresh cycle starts `newCycleAfterMs` later.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, onEvent, onGiveUp } = options;
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  const delay = options.delay ?? reconnectDelay;
  const stableAfterMs = options.stableAfterMs ?? 5000;
  const newCycleAfterMs = options.newCycleAfterMs ?? LIVE_NEW_CYCLE_AFTER_MS;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let outageReported = false;
  let closed = false;

  function wait(ms: number, then: () => void): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      then();
    }, ms);
  }

  function scheduleReconnect(): void {
    const next = delay(attempt);
    if (next === null) {
      if (!outageReported) {
        outageReported = true;
        onGiveUp();
      }
      attempt = 0;
      wait(newCycleAfterMs, connect);
      return;
    }
    attempt += 1;
    wait(next, connect);
  }

  function connect(): void {
    if (closed) return;
    let next: WebSocket;
    try {
      next = createSocket(url);
    } catch (error) {
      console.error('Não foi possível abrir o socket ao vivo.', error);
      scheduleReconnect();
      return;
    }
    socket = next;
    next.addEventListener('open', () => {
      if (socket !== next) return;
      clearTimeout(stableTimer);
      stableTimer = setTimeout(() => {
        if (socket !== next) return;
        attempt = 0;
        outageReported = false;
      }, stableAfterMs);
    });
    next.addEventListener('message', (message: MessageEvent) => {
      if (socket !== next) return;
      const event = parseLiveEvent(message.data);
      if (event) onEvent(event);
    });
    next.addEventListener('close', () => {
      if (socket !== next || closed) return;
      clearTimeout(stableTimer);
      socket = null;
      scheduleReconnect();
    });
  }

  connect();

  return {
    reconnectNow() {
      if (closed || socket !== null) return;
      clearTimeout(timer);
      timer = undefined;
      attempt = 0;
      connect();
    },
    close() {
      closed = true;
      clearTimeout(stableTimer);
      clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
