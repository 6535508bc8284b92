import { ws, type WebSocketHandler } from 'msw';

export interface LiveEvent {
  tipo_evento: string;
  status?: 'SUCESSO' | 'ERRO' | string;
  dados?: unknown;
}

type Client = { url: URL; send: (data: string) => void };

/**
 * The live socket of the mock API (/v1/ws?usu_id=…): keeps the open connections by user and
 * sends them events (NOTIFICACOES, import results).
 */
export class LiveHub {
  private readonly link = ws.link(/\/v1\/ws(\?.*)?$/);
  private readonly clients = new Map<Client, number>();
  /** The msw handler to put in the handler list. */
  readonly handler: WebSocketHandler;

  constructor() {
    this.handler = this.link.addEventListener('connection', ({ client }) => {
      const handle = client as unknown as Client & {
        addEventListener: (type: 'close', listener: () => void) => void;
      };
      const userId = Number(new URL(handle.url).searchParams.get('usu_id'));
      this.clients.set(handle, userId);
      handle.addEventListener('close', () => this.clients.delete(handle));
    });
  }

  /** Sends an event to every open connection of a user. */
  sendTo(userId: number, event: LiveEvent): void {
    const message = JSON.stringify(event);
    for (const [client, owner] of this.clients) if (owner === userId) client.send(message);
  }

  connectionsOf(userId: number): number {
    return [...this.clients.values()].filter((owner) => owner === userId).length;
  }
}
