import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { speechToTextFrom } from '../stt/index.ts';
import { createUploadProcessor } from './process-upload.ts';
import { createUrlSigner } from './signing.ts';
import { createMediaStorage } from './storage.ts';
import { createUploadsStore } from './uploads-store.ts';

/** What the upload and media routes share: one signer, one store, one processor per app. */
export function createMediaServices({ db, config }: { db: Database; config: ServerConfig }) {
  const storage = createMediaStorage(config.dataDir);
  const uploads = createUploadsStore(db);
  return {
    db,
    config,
    storage,
    uploads,
    signer: createUrlSigner(config.dataDir),
    processor: createUploadProcessor({ db, storage, uploads, speechToText: speechToTextFrom(config) }),
    /** PUTs streaming now, so cancelling an upload can stop its transfer. */
    transfers: new Map<string, AbortController>(),
  };
}

export type MediaServices = ReturnType<typeof createMediaServices>;
