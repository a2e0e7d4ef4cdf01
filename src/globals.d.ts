/** Injected by Vite `define` at build time. */
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;

/** One part of a locale's messages (scripts/vite/localeParts.ts). */
declare module 'virtual:dc-locale/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
