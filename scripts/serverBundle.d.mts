// Types of scripts/serverBundle.mjs, for the TypeScript that imports it (playwright.config.ts, bench/).

export const SERVER_BUNDLE: string;
export const SERVER_NODE_ARGS: readonly string[];
