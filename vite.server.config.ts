import { defineConfig } from 'vite';

/**
 * The server bundle `npm start` runs (`node --enable-source-maps dist-server/main.mjs`): server/main.ts and
 * everything of the project it imports (server/, src/contract, src/core) in one ES module, the packages of
 * node_modules left as imports. Node then loads plain JavaScript: under tsx the same server idled about
 * 65 MB higher (tsx's loader and its compiled copies of every module stay in the heap; docs/server.md
 * "Start"). Beside dist/, not in it: dist/ is served to browsers, and the server's code and source map are
 * not theirs to download. `npm run server` keeps running the sources through tsx for development.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    // Stack traces in the service log name server/**/*.ts lines (node --enable-source-maps).
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // The map points at the sources in the project; with them copied in it was 2.2 MB, parsed and held by
      // --enable-source-maps (about 25 MB more RSS at idle).
      output: { entryFileNames: 'main.mjs', format: 'es', sourcemapExcludeSources: true },
    },
  },
  // Every package stays external: node_modules is installed beside the bundle (`npm ci`), and native
  // modules (better-sqlite3) cannot be bundled anyway.
  ssr: { external: true, target: 'node' },
});
