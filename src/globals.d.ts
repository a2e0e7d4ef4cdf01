/** Injected by Vite `define` at build time. */
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;
