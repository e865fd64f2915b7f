import type { Database } from '../db/database.ts';
import type { MeetingStatus } from '../../src/services/api/schemas/meeting.ts';
import type {
  UploadKind,
  UploadStatus,
  UploadTranscriptionStatus,
} from '../../src/services/api/schemas/upload.ts';

export type UploadRecord = {
  meetingId: string;
  fileName: string;
  contentType: string;
  kind: UploadKind;
  sizeBytes: number;
  bytesReceived: number;
  status: UploadStatus;
  transcriptionStatus: UploadTranscriptionStatus;
  message: string | null;
  meetingStatus: MeetingStatus;
};

type UploadRow = {
  meeting_id: string;
  file_name: string;
  content_type: string;
  kind: UploadKind;
  size_bytes: number;
  bytes_received: number;
  status: UploadStatus;
  transcription_status: UploadTranscriptionStatus;
  message: string | null;
  meeting_status: MeetingStatus;
};

/**
 * The meeting status an upload's stage shows in the list, picked from the spec's status values (section 3):
 * nothing there yet is a status change in progress; a stored file is a recording that succeeded.
 */
export const meetingStatusForUpload: Record<UploadStatus, MeetingStatus> = {
  pending: 'status_change',
  uploading: 'status_change',
  uploaded: 'recording_succeeded',
  processing: 'recording_succeeded',
  done: 'done',
  failed: 'failed',
  cancelled: 'api_request_stop',
};

/** Rows of `uploads`, always read with their meeting's status; bigint columns come back as JS numbers. */
export function createUploadsStore(db: Database) {
  return {
    async find(meetingId: string): Promise<UploadRecord | undefined> {
      const [row] = await db.query<UploadRow>(
        `SELECT u.meeting_id, u.file_name, u.content_type, u.kind, u.size_bytes::float8 AS size_bytes,
                u.bytes_received::float8 AS bytes_received, u.status, u.transcription_status, u.message,
                m.status AS meeting_status
           FROM uploads u JOIN meetings m ON m.id = u.meeting_id
          WHERE u.meeting_id = $1`,
        [meetingId],
      );
      return row && toRecord(row);
    },

    /** Moves the upload and its meeting together, so the list never disagrees with the upload's status. */
    async setStatus(
      meetingId: string,
      status: UploadStatus,
      changes: {
        transcriptionStatus?: UploadTranscriptionStatus;
        message?: string | null;
        bytesReceived?: number;
        /** When the stage alone does not say it (a stored recording still without transcript). */
        meetingStatus?: MeetingStatus;
      } = {},
      tx: Database = db,
    ): Promise<void> {
      await tx.query(
        `UPDATE uploads SET status = $2,
                transcription_status = COALESCE($3, transcription_status),
                message = CASE WHEN $4::boolean THEN $5 ELSE message END,
                bytes_received = COALESCE($6::bigint, bytes_received),
                updated_at = now()
          WHERE meeting_id = $1`,
        [
          meetingId,
          status,
          changes.transcriptionStatus ?? null,
          changes.message !== undefined,
          changes.message ?? null,
          changes.bytesReceived ?? null,
        ],
      );
      await tx.query('UPDATE meetings SET status = $2 WHERE id = $1', [
        meetingId,
        changes.meetingStatus ?? meetingStatusForUpload[status],
      ]);
    },

    async setBytesReceived(meetingId: string, bytesReceived: number): Promise<void> {
      await db.query('UPDATE uploads SET bytes_received = $2, updated_at = now() WHERE meeting_id = $1', [
        meetingId,
        bytesReceived,
      ]);
    },
  };
}

export type UploadsStore = ReturnType<typeof createUploadsStore>;

function toRecord(row: UploadRow): UploadRecord {
  return {
    meetingId: row.meeting_id,
    fileName: row.file_name,
    contentType: row.content_type,
    kind: row.kind,
    sizeBytes: Number(row.size_bytes),
    bytesReceived: Number(row.bytes_received),
    status: row.status,
    transcriptionStatus: row.transcription_status,
    message: row.message,
    meetingStatus: row.meeting_status,
  };
}
