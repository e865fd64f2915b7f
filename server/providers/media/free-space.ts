import { statfs } from 'node:fs/promises';

/** Bytes this process may still write on the file system that holds `directory`. */
export async function freeBytesAt(directory: string): Promise<number> {
  const stats = await statfs(directory);
  return stats.bavail * stats.bsize;
}
