import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { MediaBucket } from './s3-storage.ts';

/** What every media store does, whether its bytes are on this server's disk or in a bucket. */
type StoredBytes = {
  /** Ready to receive (the local folder exists); nothing to do for a bucket. */
  ensureDirectory(): Promise<void>;
  /** The stored size, 0 when nothing is stored under `key`. */
  sizeOf(key: string): Promise<number>;
  /** The file's size, or undefined when it cannot be read (gone, or never stored). */
  sizeIfStored(key: string): Promise<number | undefined>;
  /**
   * Where bytes go from byte `offset` on: offset 0 restarts the object; a larger offset (a resumed upload to
   * local disk) keeps the bytes before it and drops any after. A bucket object is written whole (offset 0).
   */
  openWrite(key: string, offset: number): Promise<Writable>;
  remove(key: string): Promise<void>;
  /** The first `length` bytes stored under `key` (fewer when the object is shorter). */
  readStart(key: string, length: number): Promise<Uint8Array>;
  /**
   * The stored bytes as a file on this machine while `work` runs (speech-to-text, transcript import): the file
   * itself on disk, a temporary download from a bucket, deleted afterwards.
   */
  withLocalFile<T>(key: string, work: (filePath: string) => Promise<T>): Promise<T>;
};

/**
 * Where the bytes of uploads and recordings live (MEDIA_STORE): this server's disk, streamed by the server
 * itself, or a bucket the browser reaches with presigned URLs.
 */
export type MediaStorage = StoredBytes &
  ({ kind: 'local'; directory: string; pathOf(key: string): string } | { kind: 's3'; bucket: MediaBucket });

export type LocalMediaStorage = MediaStorage & { kind: 'local' };

/** `${DATA_DIR}/media/<meeting id>`: the embedded default. */
export function createMediaStorage(dataDir: string): LocalMediaStorage {
  const directory = path.resolve(dataDir, 'media');
  // Meeting ids are validated uuids before they get here, so a key never escapes the directory.
  const pathOf = (key: string) => path.join(directory, key);
  return {
    kind: 'local',
    directory,
    pathOf,
    ensureDirectory: () => mkdir(directory, { recursive: true }).then(() => undefined),
    async sizeOf(key) {
      return stat(pathOf(key)).then(
        (stats) => stats.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return 0;
          throw error;
        },
      );
    },
    async sizeIfStored(key) {
      return stat(pathOf(key)).then(
        (stats) => stats.size,
        () => undefined,
      );
    },
    async openWrite(key, offset) {
      if (offset > 0) await truncate(pathOf(key), offset);
      return createWriteStream(pathOf(key), { flags: offset > 0 ? 'a' : 'w' });
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async readStart(key, length) {
      const file = await open(pathOf(key));
      try {
        const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(length), position: 0 });
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    withLocalFile: (key, work) => work(pathOf(key)),
  };
}
