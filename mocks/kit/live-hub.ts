import { ws, type WebSocketHandler } from 'msw';

export interface LiveEvent {
  tipo_evento: string;
  status?: 'SUCESSO' | 'ERRO' | string;
  dados?: unknown;
}

type Client = { url: URL; send: (data: string) => void; close: (code?: number, reason?: string) => void };

/** 'Going away': the code a server closes with when its side of the network is gone. */
const GOING_AWAY = 1001;

/**
 * The live socket of the mock API (/v1/ws?usu_id=…): keeps the open connections by user and
 * sends them events (NOTIFICACOES, import results).
 */
export class LiveHub {
  private readonly link = ws.link(/\/v1\/ws(\?.*)?$/);
  private readonly clients = new Map<Client, number>();
  private readonly connectListeners = new Set<(userId: number) => void>();
  private relay: ((userId: number, message: string) => void) | null = null;
  private reachable = true;
  /** The msw handler to put in the handler list. */
  readonly handler: WebSocketHandler;

  constructor() {
    this.handler = this.link.addEventListener('connection', ({ client }) => {
      const handle = client as unknown as Client & {
        addEventListener: (type: 'close', listener: () => void) => void;
      };
      if (!this.reachable) return handle.close(GOING_AWAY, 'offline');
      const userId = Number(new URL(handle.url).searchParams.get('usu_id'));
      this.clients.set(handle, userId);
      handle.addEventListener('close', () => this.clients.delete(handle));
      for (const listener of this.connectListeners) listener(userId);
    });
  }

  /** Sends an event to every open connection of a user (in every tab, once shared across them). */
  sendTo(userId: number, event: LiveEvent): void {
    const message = JSON.stringify(event);
    this.deliver(userId, message);
    this.relay?.(userId, message);
  }

  private deliver(userId: number, message: string): void {
    for (const [client, owner] of this.clients) if (owner === userId) client.send(message);
  }

  /** Runs `listener` whenever a user's socket connects (what waited for someone to tell can go now). */
  onConnect(listener: (userId: number) => void): void {
    this.connectListeners.add(listener);
  }

  /**
   * The demo runs a mock, and a hub, in each tab: shared through a BroadcastChannel, an event sent in one
   * tab (an import's outcome, a notification) reaches the user's sockets in all of them, as it would from
   * one server.
   */
  shareAcrossTabs(channelName: string): void {
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = ({ data }: MessageEvent<{ userId: number; message: string }>) =>
      this.deliver(data.userId, data.message);
    this.relay = (userId, message) => channel.postMessage({ userId, message });
  }

  /**
   * The network between the page and this hub (the demo's mock runs in the page, where the browser's
   * offline switch does not reach it): unreachable drops every connection and refuses new ones.
   */
  setReachable(reachable: boolean): void {
    this.reachable = reachable;
    if (reachable) return;
    for (const client of [...this.clients.keys()]) client.close(GOING_AWAY, 'offline');
    this.clients.clear();
  }

  connectionsOf(userId: number): number {
    return [...this.clients.values()].filter((owner) => owner === userId).length;
  }
}
