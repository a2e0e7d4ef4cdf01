import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/vite/localeParts.js';

export default defineConfig({
  plugins: [react(), localeParts()],
  define: {
    __APP_VERSION__: JSON.stringify('2.10.1'),
    __BUILD_TIME__: JSON.stringify('test'),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/unit/**/*.test.tsx',
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Element tests mount React into jsdom shadow roots; on a loaded 2-core machine that can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One seeded database for the run; each file's is copied from it (tests/api/support/templateDatabase.ts).
          globalSetup: ['tests/api/support/templateDatabase.ts'],
          // API tests share one database per file; files run in parallel on their own databases.
          // The files share their workers' module cache (no per-file re-import of the server, about 1 s a
          // file): each file starts its own server, and nothing in server/ keeps module-level state.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
