import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts the product exactly as `npm start` does (after the build the config already ran), over a
 * fresh data directory so every end-to-end run begins from the seed.
 */
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pauta-e2e-'));
await import('../../../server/main.ts');
