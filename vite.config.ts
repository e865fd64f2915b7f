import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the SPA build and every Vitest project, so tests see the same JSX and aliases as the app.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: { outDir: 'dist', sourcemap: true },
  test: {
    // Every core: Vitest's default leaves one to its main process, which on a 2-core CI runner halves the run.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // A VM context per file inside long-lived workers, not a process and a jsdom import per file: that
          // start-up was two thirds of the suite's time (tests/unit/setup.ts gives what jsdom lacks).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Makes the seeded databases every test copies, once per run.
          globalSetup: ['tests/server/support/database-templates.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time (one per core), each worker with one module graph for all its files: the server's
          // modules (and PGlite's WebAssembly) load once per worker, not once per file. Each file starts its own
          // server (on ports the OS picks) and database, and the server keeps no module-level state.
          isolate: false,
        },
      },
    ],
  },
});
