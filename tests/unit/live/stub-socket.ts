/** A WebSocket stand-in the test drives by hand: open(), fail() (error + close) and receive(data). */
export class StubSocket extends EventTarget {
  static instances: StubSocket[] = [];
  readonly url: string;
  closedByClient = false;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    StubSocket.instances.push(this);
  }

  open(): void {
    this.dispatchEvent(new Event('open'));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
    this.dispatchEvent(new Event('close'));
  }

  receive(data: unknown): void {
    this.dispatchEvent(
      new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }

  close(): void {
    this.closedByClient = true;
    this.dispatchEvent(new Event('close'));
  }

  static reset(): void {
    StubSocket.instances = [];
  }

  static last(): StubSocket {
    return StubSocket.instances[StubSocket.instances.length - 1];
  }
}
