/*
 * The import rules of docs/architecture.md#layers, held by dependency-cruiser in `npm run lint`.
 * TypeScript 7 has no compiler API, so the sources are transpiled by Babel's TypeScript preset
 * (scripts/lint/depcruise.babel.json; type-only imports are kept, so a type crossing a boundary counts too).
 * dependency-cruiser scans .ts and .tsx only when TypeScript 2–6 or @swc/core is installed: @swc/core is a
 * development dependency for that reason alone (its parser cannot read TSX, so Babel does the reading).
 */
const ELEMENT_FOLDER = '^src/elements/(?!kit/)[^/]+/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood, tested or loaded one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'element-folders-apart',
      comment:
        'An element folder imports the kit, the core and the contract only: what two screens share lives in src/elements/kit/ (docs/architecture.md#layers).',
      severity: 'error',
      from: { path: '^src/elements/([^/]+)/', pathNot: '^src/elements/kit/' },
      to: { path: '^src/elements/([^/]+)/', pathNot: ['^src/elements/$1/', '^src/elements/kit/'] },
    },
    {
      name: 'kit-below-elements',
      comment: 'The kit serves every element and knows none of them.',
      severity: 'error',
      from: { path: '^src/elements/kit/' },
      to: { path: ELEMENT_FOLDER },
    },
    {
      name: 'shell-through-library-entry',
      comment:
        "The shell uses elements through the library's entry (src/elements/index.ts) and their tags only.",
      severity: 'error',
      from: { path: '^src/shell/' },
      to: { path: '^src/elements/', pathNot: '^src/elements/index\\.ts$' },
    },
    {
      name: 'core-without-ui',
      comment: 'The core is framework-free: no React, no elements, no shell.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: ['^src/(elements|shell)/', '^node_modules/(react|react-dom|@blueprintjs)/'] },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is the API itself: zod and nothing of the layers built on it.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: ['^src/(core|elements|shell)/', '^server/'] },
    },
    {
      name: 'nothing-imports-the-server',
      comment: 'Only the server itself, its tests, the benches and the scripts may import server/.',
      severity: 'error',
      from: { path: '^(src|demo)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    babelConfig: { fileName: 'scripts/lint/depcruise.babel.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
