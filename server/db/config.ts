import { z } from 'zod';
import { configSlice } from '../config-slice.ts';

export type DataConfig = {
  dataDir: string;
  databaseUrl: string | undefined;
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
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .describe('Seed the demo company on first start; `false` skips it (tests that bring their own data).'),
  }),
  productionDefaults: { SEED_DEMO: 'false' },
  read: (values): DataConfig => ({
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    seedDemo: values.SEED_DEMO === 'true',
  }),
});
