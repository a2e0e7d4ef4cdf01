/** docs/protocol.md#the-calls: a random id per request, so one call can be followed through the server logs. */
export function createTraceId(): string {
  const webCrypto = globalThis.crypto;
  if (webCrypto?.randomUUID) return webCrypto.randomUUID().replaceAll('-', '');
  // Older browsers without randomUUID: 32 hex digits from getRandomValues or, failing that, Math.random.
  const bytes = new Uint8Array(16);
  if (webCrypto?.getRandomValues) webCrypto.getRandomValues(bytes);
  else for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
