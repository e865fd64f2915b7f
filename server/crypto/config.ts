import { z } from 'zod';
import { configSlice } from '../config-slice.ts';

/** The secret box's key (server/crypto/secret-box.ts): SECRETS_KEY decoded, or undefined. */
export const secretsConfig = configSlice({
  title: 'Secrets at rest',
  intro: [
    'CRM keys, calendar tokens, webhook signing secrets and other secrets at rest are sealed with AES-256-GCM',
    '(`server/crypto/secret-box.ts`) under `SECRETS_KEY` (base64 of 32 bytes, e.g. `openssl rand -base64 32`).',
    'Unset, a key is generated once in `$DATA_DIR/secrets/secret-box.key` (mode 0600) on PGlite, and kept in the',
    'database (`installation_secrets`, so every app server has it; see',
    '[Deployment: several app servers](operations.md#deployment-several-app-servers)) on PostgreSQL. Keep that',
    'file (or the variable) with the database: without it the stored keys cannot be opened and users must',
    'connect again.',
  ].join('\n'),
  env: z.object({
    SECRETS_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'SECRETS_KEY must be base64 of 32 bytes')
      .optional()
      .describe(
        'Base64 of 32 bytes: the AES-256-GCM key for secrets at rest; unset: one generated under `$DATA_DIR/secrets` (PGlite) or kept in the database (PostgreSQL).',
      ),
  }),
  shownDefaults: { SECRETS_KEY: 'generated' },
  /** undefined: the secret box keeps its own key in the data dir (or the database). */
  read: (values): Buffer | undefined =>
    values.SECRETS_KEY ? Buffer.from(values.SECRETS_KEY, 'base64') : undefined,
});
