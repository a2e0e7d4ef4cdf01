// How the shipped server runs: `npm start` (scripts/start.mjs), the end-to-end tests' server
// (playwright.config.ts) and bench/calldata.ts start the same bundle the same way, so the tests and the
// figures are of what ships. The bundle is built by `npm run build` (vite.server.config.ts).

/** The bundle, from the project folder. */
export const SERVER_BUNDLE = 'dist-server/main.mjs';

/**
 * node's arguments: the bundle with its source map, so a stack trace in the service log names the
 * TypeScript line under server/, not the bundle's.
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', SERVER_BUNDLE];
