import { z } from 'zod';
import { configSlice } from '../config-slice.ts';

export type DataConfig = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each server opens to PostgreSQL at most (unused on PGlite, which has one). */
  databasePoolSize: number;
  seedDemo: boolean;
};

/** Where the data lives (server/db/open.ts) and whether the demo company is seeded (server/db/seed). */
export const dataConfig = configSlice({
  title: 'Database and data folder',
  intro: [
    'Without `DATABASE_URL` the data lives in an embedded PGlite database under `DATA_DIR`, so `npm start` needs',
    'no database server; set it to a PostgreSQL URL to use PostgreSQL instead (the same migrations,',
    '`server/db/migrations/`, run on both). Several app servers share one PostgreSQL: see',
    '[Deployment: several app servers](operations.md#deployment-several-app-servers).',
  ].join('\n'),
  env: z.object({
    DATA_DIR: z
      .string()
      .default('.data')
      .describe(
        "The server's own files: PGlite's (`pglite/`), the TLS certificate (`tls/`), the outbox, uploaded media, the URL-signing key.",
      ),
    DATABASE_URL: z
      .string()
      .optional()
      .describe('A PostgreSQL URL; when set, PostgreSQL is used instead of the embedded PGlite database.'),
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .default(10)
      .describe(
        "Connections each app server opens to PostgreSQL at most, for requests and background jobs together (PGlite has one). Several servers open this many each: keep their sum under PostgreSQL's `max_connections`. Measured with 256 people at once: [Benchmarks](benchmarks.md#256-people-at-once-npm-run-benchload).",
      ),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .describe('Seed the demo company on first start; `false` skips it (tests that bring their own data).'),
  }),
  productionDefaults: { SEED_DEMO: 'false' },
  read: (values): DataConfig => ({
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    seedDemo: values.SEED_DEMO === 'true',
  }),
});
