import type { Database } from '../../db/database.ts';
import type { CallRecording } from '../../providers/bot/provider.ts';

export type RecordingKind = CallRecording['kind'];

/** `meeting_media`: what a meeting can play (one recording per kind) and where its bytes are stored. */
export function createMediaRepository(db: Database) {
  return {
    async find(meetingId: string, kind: string): Promise<CallRecording | undefined> {
      const [row] = await db.query<{ content_type: string; size_bytes: number; storage_key: string }>(
        `SELECT content_type, size_bytes::float8 AS size_bytes, storage_key FROM meeting_media
          WHERE meeting_id = $1 AND kind = $2`,
        [meetingId, kind],
      );
      return (
        row && {
          kind: kind as RecordingKind,
          contentType: row.content_type,
          sizeBytes: Number(row.size_bytes),
          storageKey: row.storage_key,
        }
      );
    },

    /** A newer recording of the same kind replaces the older one. */
    async save(meetingId: string, recording: CallRecording): Promise<void> {
      await db.query(
        `INSERT INTO meeting_media (meeting_id, kind, content_type, size_bytes, storage_key)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (meeting_id, kind) DO UPDATE
           SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes,
               storage_key = EXCLUDED.storage_key, created_at = now()`,
        [meetingId, recording.kind, recording.contentType, recording.sizeBytes, recording.storageKey],
      );
    },

    async storageKeysOf(meetingId: string): Promise<string[]> {
      const rows = await db.query<{ storage_key: string }>(
        'SELECT storage_key FROM meeting_media WHERE meeting_id = $1',
        [meetingId],
      );
      return rows.map((row) => row.storage_key);
    },

    async removeAll(meetingId: string): Promise<void> {
      await db.query('DELETE FROM meeting_media WHERE meeting_id = $1', [meetingId]);
    },
  };
}
