/**
 * The default language travels in two parts. The boot part (what the sign-in pages, the guard,
 * the HTTP client's messages and the document title use) is bundled with the entry; the rest (the
 * signed-in frame and the screens) loads with the signed-in frame or the first element. Measured: zh_CN
 * whole is 28 kB on the wire, its boot part 9 kB.
 *
 * Read by the build's locale-parts plugin (scripts/vite/localeParts.ts) and by the runtime; a unit test
 * holds every key the sign-in path uses inside the boot part.
 */
export const BOOT_NAMESPACES: readonly string[] = ['common', 'sys', 'shell', 'api', 'validation', 'routes'];

export type LocalePart = 'boot' | 'rest';

/** The namespaces of one part of a locale's messages. */
export function pickLocalePart(messages: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const boot = new Set(BOOT_NAMESPACES);
  return Object.fromEntries(
    Object.entries(messages).filter(([name]) => boot.has(name) === (part === 'boot')),
  );
}
