/*
 * Whether a chosen file is the one an interrupted upload was sending (issue 29, item 4): same name, same size
 * and, when the upload remembers one, the same fingerprint (src/services/uploads/file-fingerprint.ts). The
 * first difference found is what the person is told.
 */
import type { UnfinishedUpload } from '../../../services/uploads/uploads.ts';

export type FileMismatch = 'name' | 'size' | 'content';

/** The file's facts; `fingerprint` is read only when name and size already match (null: not read). */
export type ChosenFile = { name: string; size: number; fingerprint: string | null };

export function mismatchOf(chosen: ChosenFile, unfinished: UnfinishedUpload): FileMismatch | null {
  if (chosen.name !== unfinished.fileName) return 'name';
  if (chosen.size !== unfinished.sizeBytes) return 'size';
  // An upload created without a fingerprint (an older app) is checked by name and size alone.
  if (unfinished.fingerprint !== null && chosen.fingerprint !== unfinished.fingerprint) return 'content';
  return null;
}

/** Name and size are read without touching the bytes: the fingerprint is needed only when both match. */
export const needsFingerprint = (file: { name: string; size: number }, unfinished: UnfinishedUpload) =>
  unfinished.fingerprint !== null && file.name === unfinished.fileName && file.size === unfinished.sizeBytes;
