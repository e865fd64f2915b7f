/*
 * What tells the file of an interrupted upload when it is chosen again (issue 29, item 4): no File can be
 * kept across a closed tab, so the upload remembers its name, size and this fingerprint, and a file chosen to
 * resume it must match all three. Hashing the whole file would read gigabytes before a resume; the first and
 * last chunks (with the size) tell two recordings apart, and the server checks what arrives anyway.
 */
import { uploadChunkBytes } from './upload-transfer.ts';

const toHex = (digest: ArrayBuffer) =>
  [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The hex SHA-256 (Web Crypto) of the file's size, its first chunk and its last chunk (the whole of a small
 * file); null where the page has no Web Crypto (served over plain HTTP to another host than localhost): the
 * upload is then resumed on its name and size alone.
 */
export async function fileFingerprint(
  file: Blob,
  chunkBytes: number = uploadChunkBytes,
): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const size = new TextEncoder().encode(`${file.size}:`);
  const first = file.slice(0, chunkBytes);
  const last = file.size > chunkBytes ? file.slice(Math.max(chunkBytes, file.size - chunkBytes)) : new Blob();
  const bytes = new Uint8Array(await new Blob([size, first, last]).arrayBuffer());
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}
