import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';

/** Where the bytes of uploads and recordings live: `${DATA_DIR}/media/<meeting id>`. */
export function createMediaStorage(dataDir: string) {
  const directory = path.resolve(dataDir, 'media');
  return {
    directory,
    /** Meeting ids are validated uuids before they get here, so a key never escapes the directory. */
    pathOf: (key: string) => path.join(directory, key),
    ensureDirectory: () => mkdir(directory, { recursive: true }),
    async sizeOf(key: string): Promise<number> {
      return stat(path.join(directory, key)).then(
        (stats) => stats.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return 0;
          throw error;
        },
      );
    },
    /** The file's size, or undefined when it cannot be read (gone, or never stored). */
    async sizeIfStored(key: string): Promise<number | undefined> {
      return stat(path.join(directory, key)).then(
        (stats) => stats.size,
        () => undefined,
      );
    },
    /**
     * Where an upload's bytes go from byte `offset` on: offset 0 restarts the file; a larger offset (a resumed
     * upload) keeps the bytes before it and drops any after.
     */
    async openWrite(key: string, offset: number): Promise<Writable> {
      const filePath = path.join(directory, key);
      if (offset > 0) await truncate(filePath, offset);
      return createWriteStream(filePath, { flags: offset > 0 ? 'a' : 'w' });
    },
    remove: (key: string) => rm(path.join(directory, key), { force: true }),
  };
}

export type MediaStorage = ReturnType<typeof createMediaStorage>;
