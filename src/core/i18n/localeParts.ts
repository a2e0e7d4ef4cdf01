/**
 * A locale travels in parts. The boot part (what the sign-in pages, the guard, the HTTP client's messages
 * and the document title use) is bundled with the entry for the default language; every other namespace is
 * a part of its own, and all of them together (`rest`) are one more. The signed-in frame loads the rest at
 * once; an element loads only the namespaces its code names (scripts/vite/elementMessages.ts), so a
 * partner page with `<cdr-list>` does not carry the messages of forty other screens. Measured on the wire:
 * zh_CN whole 28 kB, its boot part 9 kB, the namespaces `<cdr-list>` names 7 kB.
 *
 * Read by the build's locale-parts plugin (scripts/vite/localeParts.ts) and by the runtime; a unit test
 * holds every key the sign-in path uses inside the boot part.
 */
export const BOOT_NAMESPACES: readonly string[] = ['common', 'sys', 'shell', 'api', 'validation', 'routes'];

/** `boot`, `rest` (every namespace outside boot) or one namespace outside boot by its name. */
export type LocalePart = 'boot' | 'rest' | (string & {});

/** The namespaces of one part of a locale's messages. */
export function pickLocalePart(messages: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const boot = new Set(BOOT_NAMESPACES);
  const wanted = (name: string) =>
    part === 'boot' ? boot.has(name) : part === 'rest' ? !boot.has(name) : name === part && !boot.has(name);
  return Object.fromEntries(Object.entries(messages).filter(([name]) => wanted(name)));
}

/** The namespaces outside the boot part, the parts an element may ask for one by one. */
export function partNamespaces(messages: Record<string, unknown>): string[] {
  const boot = new Set(BOOT_NAMESPACES);
  return Object.keys(messages).filter((name) => !boot.has(name));
}
