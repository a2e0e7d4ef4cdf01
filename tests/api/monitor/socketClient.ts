import WebSocket from 'ws';
import { realtimeProtocols } from '../../../src/contract/monitor';

export interface Message {
  topic: string;
  data: unknown;
}

export interface Connection {
  socket: WebSocket;
  /** Every message received so far, in order. */
  received: Message[];
  /** The next message of `topic` not yet taken. */
  nextOf(topic: string): Promise<Message>;
  close(): void;
}

/** Opens a socket on wsport, its token offered as a subprotocol, and collects its messages (docs/protocol.md). */
export function connectSocket(wsUrl: string, token: string): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}/`, realtimeProtocols(token));
    const received: Message[] = [];
    const taken = new Set<Message>();
    const waiting: { topic: string; done: (message: Message) => void }[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      received.push(message);
      const index = waiting.findIndex((waiter) => waiter.topic === message.topic);
      if (index >= 0) {
        taken.add(message);
        waiting.splice(index, 1)[0].done(message);
      }
    });
    const nextOf = (topic: string) =>
      new Promise<Message>((done) => {
        const queued = received.find((message) => message.topic === topic && !taken.has(message));
        if (queued) {
          taken.add(queued);
          done(queued);
        } else waiting.push({ topic, done });
      });
    socket.once('open', () => resolve({ socket, received, nextOf, close: () => socket.close() }));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}
