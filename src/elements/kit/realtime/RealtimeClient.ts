import { makeObservable, observable, runInAction } from 'mobx';
import { SESSION_ENDED_CLOSE_CODE } from '../../../contract/monitor';
import { type BackoffSettings, reconnectDelay } from './reconnectDelay';

/** What the client needs of a socket: the browser's WebSocket, or `ws`'s in Node. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/** `protocols`: the subprotocols offered (the token travels there, never in the URL). */
export type SocketFactory = (url: string, protocols?: readonly string[]) => SocketLike;

/** Where to connect: the socket URL and the subprotocols carrying the token. */
export interface RealtimeAddress {
  url: string;
  protocols: readonly string[];
}

/** docs/protocol.md: every real-time message is `{topic, data}`. */
export interface RealtimeMessage<T = unknown> {
  topic: string;
  data: T;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'online' | 'offline';

export interface RealtimeClientOptions extends BackoffSettings {
  /** The socket's address (a bare URL: no subprotocol); null when there is no session (the client stays idle). */
  url: () => RealtimeAddress | string | null | Promise<RealtimeAddress | string | null>;
  createSocket?: SocketFactory;
  /**
   * The server closed the socket because its session ended. The page asks the API, whose answer (1004 or
   * 401) runs the session's own timeout handling; it resolves true when the session turns out to be alive,
   * and the client then reconnects. Without it the client reconnects as after any drop.
   */
  onSessionEnded?: () => Promise<boolean>;
}

/** The close code of a close event (browser CloseEvent or `ws`'s), if any. */
function closeCode(event: unknown): number | undefined {
  const code = (event as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

type Listener = (data: unknown, message: RealtimeMessage) => void;

const browserSocket: SocketFactory = (url, protocols) =>
  new WebSocket(url, protocols?.length ? [...protocols] : undefined) as unknown as SocketLike;

/**
 * The real-time channel (docs/protocol.md: a WebSocket on `wsport`, token as a subprotocol): delivers messages
 * by topic, reconnects after a drop with back-off (1 s doubling to 30 s) and tells observers
 * whether it is online. Shared by every live view of the page (dashboard, SOS list).
 */
export class RealtimeClient {
  status: RealtimeStatus = 'idle';
  /** Failed attempts since the last successful connection. */
  failures = 0;
  /** When the next attempt starts (ms), while offline. */
  nextAttemptAt: number | null = null;
  /** Successful connections so far: a view refetches what it may have missed when this grows past 1. */
  connections = 0;

  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private generation = 0;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly createSocket: SocketFactory;

  constructor(private readonly options: RealtimeClientOptions) {
    this.createSocket = options.createSocket ?? browserSocket;
    makeObservable(this, {
      status: observable,
      failures: observable,
      nextAttemptAt: observable,
      connections: observable,
    });
  }

  get online(): boolean {
    return this.status === 'online';
  }

  /** Listens to a topic; answers the unsubscribe function. */
  subscribe<T>(topic: string, listener: (data: T, message: RealtimeMessage) => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    const entry = listener as Listener;
    set.add(entry);
    return () => set.delete(entry);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  /** Closes the socket and stops reconnecting. */
  stop(): void {
    this.running = false;
    this.generation += 1;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'stopped');
    }
    this.set({ status: 'idle', nextAttemptAt: null, failures: 0 });
  }

  /** Drops the current socket and connects again at once (the session's token changed). */
  restart(): void {
    this.stop();
    this.start();
  }

  private set(patch: Partial<Pick<RealtimeClient, 'status' | 'failures' | 'nextAttemptAt' | 'connections'>>) {
    runInAction(() => Object.assign(this, patch));
  }

  private async connect(): Promise<void> {
    const generation = this.generation;
    clearTimeout(this.timer);
    let address: RealtimeAddress | string | null;
    try {
      address = await this.options.url();
    } catch {
      address = null;
    }
    if (generation !== this.generation || !this.running) return;
    if (!address) {
      this.set({ status: 'idle', nextAttemptAt: null });
      return;
    }
    this.set({ status: this.connections ? 'offline' : 'connecting' });
    let socket: SocketLike;
    try {
      socket =
        typeof address === 'string'
          ? this.createSocket(address)
          : this.createSocket(address.url, address.protocols);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.set({ status: 'online', failures: 0, nextAttemptAt: null, connections: this.connections + 1 });
    };
    socket.onmessage = (event) => this.deliver(event.data);
    // A refused upgrade (401) and a dropped connection both end here; either way: wait, then try again.
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (generation !== this.generation || this.socket !== socket) return;
      this.socket = null;
      const { onSessionEnded } = this.options;
      if (closeCode(event) === SESSION_ENDED_CLOSE_CODE && onSessionEnded) {
        // No retry with a token the server has ended: the session's handling signs out or re-signs in, and
        // a new token restarts the client.
        this.set({ status: 'idle', nextAttemptAt: null });
        void onSessionEnded()
          .catch(() => false)
          .then((alive) => {
            if (alive && generation === this.generation) this.scheduleReconnect();
          });
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.running) return;
    const delay = reconnectDelay(this.failures, this.options);
    this.set({ status: 'offline', failures: this.failures + 1, nextAttemptAt: Date.now() + delay });
    this.timer = setTimeout(() => void this.connect(), delay);
  }

  private deliver(raw: unknown): void {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(String(raw)) as RealtimeMessage;
    } catch {
      return; // not ours: the server only sends JSON `{topic, data}`
    }
    if (!message || typeof message.topic !== 'string') return;
    for (const listener of this.listeners.get(message.topic) ?? []) {
      try {
        listener(message.data, message);
      } catch (error) {
        console.error(`[realtime] a "${message.topic}" listener failed`, error);
      }
    }
  }
}
