import { reconnectDelay } from './backoff';
import { parseLiveEvent, type LiveEvent } from './live-event';

export interface LiveConnectionOptions {
  url: string;
  onEvent: (event: LiveEvent) => void;
  /** Called once, when the last reconnect attempt failed. */
  onGiveUp: () => void;
  /** Opens the socket (default: the global WebSocket). */
  createSocket?: (url: string) => WebSocket;
  /** Wait before reconnect attempt n, or null to give up (default: backoff.ts, up to 10 attempts). */
  delay?: (attempt: number) => number | null;
  /** How long a connection must stay open before the attempts start over (default 5000 ms). */
  stableAfterMs?: number;
}

export interface LiveConnection {
  /** Closes the socket on purpose: no reconnect follows. */
  close(): void;
}

/**
 * One live socket with reconnection: any close not asked for schedules the next attempt with the
 * backoff schedule; a connection that stays open for `stableAfterMs` resets the attempts (one that
 * opens and drops at once does not, so a server that keeps dropping still ends in onGiveUp); when
 * the attempts run out, onGiveUp runs once.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { url, onEvent, onGiveUp } = options;
  const createSocket = options.createSocket ?? ((target: string) => new WebSocket(target));
  const delay = options.delay ?? reconnectDelay;
  const stableAfterMs = options.stableAfterMs ?? 5000;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  function scheduleReconnect(): void {
    const wait = delay(attempt);
    if (wait === null) {
      stopped = true;
      onGiveUp();
      return;
    }
    attempt += 1;
    timer = setTimeout(connect, wait);
  }

  function connect(): void {
    timer = undefined;
    if (stopped) return;
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
        if (socket === next) attempt = 0;
      }, stableAfterMs);
    });
    next.addEventListener('message', (message: MessageEvent) => {
      if (socket !== next) return;
      const event = parseLiveEvent(message.data);
      if (event) onEvent(event);
    });
    next.addEventListener('close', () => {
      if (socket !== next || stopped) return;
      clearTimeout(stableTimer);
      socket = null;
      scheduleReconnect();
    });
  }

  connect();

  return {
    close() {
      stopped = true;
      clearTimeout(stableTimer);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
