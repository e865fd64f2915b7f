import type { Database } from '../../db/database.ts';
import type { Transcription, TranscriptSegment } from '../../../src/api-contract/transcription.ts';

type StoredSegment = { id?: string; speaker: string; startSeconds: number; endSeconds: number; text: string };

type TranscriptionRow = {
  id: string;
  meeting_id: string;
  segments: StoredSegment[];
  language: string;
  status: Transcription['status'];
  improved_at: Date | null;
  updated_at: Date;
};

/**
 * Segments are stored without ids by other writers (seed, imports); their position is their id then, which
 * stays true because edits never add, drop or reorder lines.
 */
function withSegmentIds(segments: StoredSegment[]): TranscriptSegment[] {
  return segments.map((segment, index) => ({
    id: segment.id ?? `s${index}`,
    speaker: segment.speaker,
    startSeconds: segment.startSeconds,
    endSeconds: segment.endSeconds,
    text: segment.text,
  }));
}

const select = `SELECT id, meeting_id, segments, language, status, improved_at, updated_at FROM transcriptions`;

function toTranscription(row: TranscriptionRow): Transcription {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    status: row.status,
    language: row.language,
    improvedAt: row.improved_at ? new Date(row.improved_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    segments: withSegmentIds(row.segments),
  };
}

/** `transcriptions`: one per meeting. */
export function createTranscriptionsRepository(db: Database) {
  return {
    async ofMeeting(meetingId: string): Promise<Transcription | undefined> {
      const [row] = await db.query<TranscriptionRow>(`${select} WHERE meeting_id = $1`, [meetingId]);
      return row && toTranscription(row);
    },

    async byId(id: string): Promise<Transcription | undefined> {
      const [row] = await db.query<TranscriptionRow>(`${select} WHERE id = $1`, [id]);
      return row && toTranscription(row);
    },

    /** A finished transcript replaces any earlier one, which was improved by nobody yet. */
    async saveFinal(meetingId: string, segments: TranscriptSegment[]): Promise<void> {
      await db.query(
        `INSERT INTO transcriptions (meeting_id, segments, status) VALUES ($1, $2::jsonb, 'done')
         ON CONFLICT (meeting_id) DO UPDATE
           SET segments = EXCLUDED.segments, status = 'done', improved_at = NULL, improved_by = NULL,
               updated_at = now()`,
        [meetingId, JSON.stringify(segments)],
      );
    },

    /** No words yet: being produced, or their production failed. */
    async saveWithoutWords(meetingId: string, status: 'processing' | 'failed'): Promise<void> {
      await db.query(
        `INSERT INTO transcriptions (meeting_id, segments, status) VALUES ($1, '[]'::jsonb, $2)
         ON CONFLICT (meeting_id) DO UPDATE SET segments = '[]'::jsonb, status = EXCLUDED.status, updated_at = now()`,
        [meetingId, status],
      );
    },

    /** Edited lines; `improvedBy` names the AI provider when it was an improvement. */
    async updateSegments(id: string, segments: TranscriptSegment[], improvedBy?: string): Promise<void> {
      await db.query(
        `UPDATE transcriptions SET segments = $2, updated_at = now(),
                improved_at = CASE WHEN $3::text IS NULL THEN improved_at ELSE now() END,
                improved_by = COALESCE($3::text, improved_by)
          WHERE id = $1`,
        [id, JSON.stringify(segments), improvedBy ?? null],
      );
    },
  };
}
