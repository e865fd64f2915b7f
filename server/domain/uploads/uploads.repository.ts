import type { Database } from '../../db/database.ts';
import type {
  UploadKind,
  UploadStatus,
  UploadTranscriptionStatus,
} from '../../../src/services/api/schemas/upload.ts';

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
};

export type NewUpload = Pick<
  UploadRecord,
  'meetingId' | 'fileName' | 'contentType' | 'kind' | 'sizeBytes'
> & {
  companyId: string;
  userId: string;
};

/** What else changes with a status; absent fields keep their value. */
export type UploadChanges = {
  transcriptionStatus?: UploadTranscriptionStatus;
  message?: string | null;
  bytesReceived?: number;
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
};

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
  };
}

/** `uploads`: one per meeting created by sending a file; bigint columns come back as JS numbers. */
export function createUploadsRepository(db: Database) {
  return {
    async insert(upload: NewUpload): Promise<void> {
      await db.query(
        `INSERT INTO uploads (meeting_id, company_id, user_id, file_name, content_type, kind, size_bytes, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')`,
        [
          upload.meetingId,
          upload.companyId,
          upload.userId,
          upload.fileName,
          upload.contentType,
          upload.kind,
          upload.sizeBytes,
        ],
      );
    },

    async find(meetingId: string): Promise<UploadRecord | undefined> {
      const [row] = await db.query<UploadRow>(
        `SELECT meeting_id, file_name, content_type, kind, size_bytes::float8 AS size_bytes,
                bytes_received::float8 AS bytes_received, status, transcription_status, message
           FROM uploads WHERE meeting_id = $1`,
        [meetingId],
      );
      return row && toRecord(row);
    },

    async setStatus(meetingId: string, status: UploadStatus, changes: UploadChanges = {}): Promise<void> {
      await db.query(
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
    },

    async setBytesReceived(meetingId: string, bytesReceived: number): Promise<void> {
      await db.query('UPDATE uploads SET bytes_received = $2, updated_at = now() WHERE meeting_id = $1', [
        meetingId,
        bytesReceived,
      ]);
    },
  };
}
