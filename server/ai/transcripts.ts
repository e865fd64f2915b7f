import type { Database } from '../db/database.ts';
import type { Transcription, TranscriptSegment } from '../../src/services/api/schemas/transcription.ts';

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
export function withSegmentIds(segments: StoredSegment[]): TranscriptSegment[] {
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

export async function transcriptionOfMeeting(
  db: Database,
  meetingId: string,
): Promise<Transcription | undefined> {
  const [row] = await db.query<TranscriptionRow>(`${select} WHERE meeting_id = $1`, [meetingId]);
  return row && toTranscription(row);
}

export async function transcriptionById(db: Database, id: string): Promise<Transcription | undefined> {
  const [row] = await db.query<TranscriptionRow>(`${select} WHERE id = $1`, [id]);
  return row && toTranscription(row);
}

/** Writes a finished transcript for the meeting (replacing any earlier one). */
export async function saveTranscript(
  db: Database,
  meetingId: string,
  segments: TranscriptSegment[],
): Promise<void> {
  await db.query(
    `INSERT INTO transcriptions (meeting_id, segments, language, status) VALUES ($1, $2, 'pt-BR', 'done')
     ON CONFLICT (meeting_id) DO UPDATE
       SET segments = EXCLUDED.segments, status = 'done', improved_at = NULL, improved_by = NULL, updated_at = now()`,
    [meetingId, JSON.stringify(segments)],
  );
}
