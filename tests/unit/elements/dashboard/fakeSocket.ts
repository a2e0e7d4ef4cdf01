import type { SocketFactory, SocketLike } from '../../../../src/elements/kit/realtime';

/** A socket the test opens, feeds and drops by hand. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly protocols: readonly string[] = [],
  ) {}

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  send(topic: string, data: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ topic, data }) });
  }

  drop(code?: number): void {
    this.readyState = 3;
    this.onclose?.(code === undefined ? {} : { code });
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
}

export function fakeSockets(): { sockets: FakeSocket[]; factory: SocketFactory } {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  };
}
