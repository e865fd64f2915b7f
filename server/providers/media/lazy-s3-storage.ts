import type { S3StoreConfig } from './config.ts';
import type { MediaBucket } from './s3-storage.ts';
import type { MediaStorage } from './storage.ts';

type S3Storage = MediaStorage & { kind: 's3' };

/**
 * The bucket store, with the AWS SDK loaded at its first use rather than at start (issue 29, item 5: the SDK
 * is about 25 MB of a server's memory once imported, and a server whose media is on local disk never
 * needs it). Every operation of a store is asynchronous, so waiting for the import first changes no caller.
 */
export function createLazyS3Storage(config: S3StoreConfig): S3Storage {
  let loading: Promise<S3Storage> | undefined;
  const real = () => (loading ??= import('./s3-storage.ts').then((s3) => s3.createS3Storage(config)));
  const bucket: MediaBucket = {
    partSizeBytes: config.partSizeBytes,
    startMultipart: async (...args) => (await real()).bucket.startMultipart(...args),
    partUrl: async (...args) => (await real()).bucket.partUrl(...args),
    completeMultipart: async (...args) => (await real()).bucket.completeMultipart(...args),
    abortMultipart: async (...args) => (await real()).bucket.abortMultipart(...args),
    downloadUrl: async (...args) => (await real()).bucket.downloadUrl(...args),
  };
  return {
    kind: 's3',
    bucket,
    ensureDirectory: () => Promise.resolve(),
    sizeOf: async (key) => (await real()).sizeOf(key),
    sizeIfStored: async (key) => (await real()).sizeIfStored(key),
    openWrite: async (key, offset) => (await real()).openWrite(key, offset),
    remove: async (key) => (await real()).remove(key),
    readStart: async (key, length) => (await real()).readStart(key, length),
    withLocalFile: async (key, work) => (await real()).withLocalFile(key, work),
  };
}
