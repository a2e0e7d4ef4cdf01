/** Injected by Vite `define` at build time. */
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;

/** One part of a locale's messages (scripts/vite/localeParts.ts). */
declare module 'virtual:dc-locale/*' {
  const messages: Record<string, unknown>;
  export default messages;
}

/** A loader per part of every locale (scripts/vite/localeParts.ts). */
declare module 'virtual:dc-locale-loaders' {
  export const localeLoaders: Readonly<
    Record<string, Readonly<Record<string, () => Promise<Record<string, unknown>>>>>
  >;
}

/** Each element's namespaces outside the boot part, read from its code (scripts/vite/elementMessages.ts). */
declare module 'virtual:dc-element-messages' {
  export const elementNamespaces: Readonly<Record<string, readonly string[]>>;
}
