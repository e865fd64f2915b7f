import { createLazyS3Storage } from './lazy-s3-storage.ts';
import { createMediaStorage, type MediaStorage } from './storage.ts';
import type { MediaStoreConfig } from './config.ts';

/** The media store configuration picks (MEDIA_STORE): this server's disk by default, or an S3 bucket. */
export function mediaStorageFrom(config: MediaStoreConfig, dataDir: string): MediaStorage {
  return config.kind === 's3' ? createLazyS3Storage(config) : createMediaStorage(dataDir);
}
