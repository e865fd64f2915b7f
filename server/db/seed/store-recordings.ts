import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '../../providers/media/storage.ts';
import type { Database } from '../database.ts';
import { seedMeetings } from './meetings.ts';
import {
  recordedMeetings,
  recordingFileOf,
  seededRecordingsDirectory,
  seededRecordingType,
} from './recorded-meetings.ts';

/** Where a seeded meeting's recording is stored: beside, never over, an upload's or the bot's key. */
export const seededRecordingKey = (meetingId: string) => `${meetingId}-seed-recording.ogg`;

/**
 * Stores the committed audio of the seeded finished meetings in media storage, as an upload's recording is
 * stored (the object, then its `meeting_media` row), for those that are still there and have no audio: a
 * fresh database gets them all, one seeded before recordings existed gets them at its next start, and a
 * restart copies nothing (one query).
 */
export async function storeSeededRecordings(db: Database, storage: MediaStorage, now: Date): Promise<void> {
  const recorded = recordedMeetings(seedMeetings(now));
  const missing = await db.query<{ id: string }>(
    `SELECT id FROM meetings m
      WHERE id = ANY($1::uuid[]) AND status = 'done'
        AND NOT EXISTS (SELECT 1 FROM meeting_media WHERE meeting_id = m.id AND kind = 'audio')`,
    [recorded.map((meeting) => meeting.id)],
  );
  if (missing.length === 0) return;
  const missingIds = new Set(missing.map((row) => row.id));
  await storage.ensureDirectory();
  for (const meeting of recorded.filter((candidate) => missingIds.has(candidate.id))) {
    const file = path.join(seededRecordingsDirectory, recordingFileOf(meeting));
    const storageKey = seededRecordingKey(meeting.id);
    await pipeline(createReadStream(file), await storage.openWrite(storageKey, 0));
    const { size } = await stat(file);
    // The row `meeting_media` keeps for a stored recording (features/media/media.repository.ts reads it).
    await db.query(
      `INSERT INTO meeting_media (meeting_id, kind, content_type, size_bytes, storage_key)
       VALUES ($1, 'audio', $2, $3, $4) ON CONFLICT (meeting_id, kind) DO NOTHING`,
      [meeting.id, seededRecordingType, size, storageKey],
    );
  }
}
