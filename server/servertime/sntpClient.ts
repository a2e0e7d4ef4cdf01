import dgram from 'node:dgram';

/*
 * A minimal SNTP client (RFC 4330): one 48-byte request, the server's receive and transmit timestamps back,
 * offset = ((T2 − T1) + (T3 − T4)) / 2. Written here because the protocol is one packet each way and the
 * npm client made for it (`sntp`) is deprecated by its authors; a dependency would be larger than this file.
 */

/** Seconds between the NTP epoch (1900) and the Unix epoch (1970). */
const NTP_EPOCH_OFFSET = 2_208_988_800;

export interface SntpAnswer {
  /** How far the local clock is ahead of the server's, in ms (negative: behind). */
  offsetMs: number;
  roundTripMs: number;
}

function readTimestamp(buffer: Buffer, offset: number): number {
  const seconds = buffer.readUInt32BE(offset);
  const fraction = buffer.readUInt32BE(offset + 4);
  return (seconds - NTP_EPOCH_OFFSET) * 1000 + (fraction * 1000) / 2 ** 32;
}

function writeTimestamp(buffer: Buffer, offset: number, ms: number): void {
  const seconds = Math.floor(ms / 1000) + NTP_EPOCH_OFFSET;
  buffer.writeUInt32BE(seconds >>> 0, offset);
  buffer.writeUInt32BE(Math.floor(((ms % 1000) / 1000) * 2 ** 32) >>> 0, offset + 4);
}

function parseServer(server: string): { host: string; port: number } {
  const [host, port] = server.split(':');
  return { host: host!, port: port ? Number(port) : 123 };
}

/** Asks one server; rejects with a short reason (timeout, unreachable, bad answer). */
export function querySntp(
  server: string,
  timeoutMs = 3000,
  clock: () => number = Date.now,
): Promise<SntpAnswer> {
  const { host, port } = parseServer(server);
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    const request = Buffer.alloc(48);
    request[0] = (4 << 3) | 3; // version 4, mode 3 (client)
    const sentAt = clock();
    writeTimestamp(request, 40, sentAt);
    const timer = setTimeout(() => finish(new Error('timeout')), timeoutMs);
    const finish = (error: Error | null, answer?: SntpAnswer) => {
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve(answer!);
    };
    socket.on('error', (error) => finish(new Error(error.message)));
    socket.on('message', (message) => {
      const receivedAt = clock();
      const mode = (message[0] ?? 0) & 0x7;
      const stratum = message[1] ?? 0;
      if (message.length < 48 || mode !== 4 || stratum === 0) return finish(new Error('bad answer'));
      const serverReceived = readTimestamp(message, 32);
      const serverSent = readTimestamp(message, 40);
      const offsetToServer = (serverReceived - sentAt + (serverSent - receivedAt)) / 2;
      finish(null, {
        offsetMs: Math.round(-offsetToServer),
        roundTripMs: Math.max(0, Math.round(receivedAt - sentAt - (serverSent - serverReceived))),
      });
    });
    socket.send(request, port, host, (error) => {
      if (error) finish(new Error(error.message));
    });
  });
}

/** A tiny SNTP server answering with `clock()`, for tests and a local time source. */
export function startSntpServer(clock: () => number): Promise<{ port: number; close(): void }> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    if (message.length < 48) return;
    const answer = Buffer.alloc(48);
    answer[0] = (4 << 3) | 4; // version 4, mode 4 (server)
    answer[1] = 1; // stratum 1
    message.copy(answer, 24, 40, 48); // originate = the client's transmit
    const now = clock();
    writeTimestamp(answer, 32, now);
    writeTimestamp(answer, 40, now);
    socket.send(answer, remote.port, remote.address);
  });
  return new Promise((resolve) => {
    socket.bind(0, '127.0.0.1', () =>
      resolve({ port: (socket.address() as { port: number }).port, close: () => socket.close() }),
    );
  });
}
