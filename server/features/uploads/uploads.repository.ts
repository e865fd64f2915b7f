import type { Database } from '../../db/database.ts';
import type {
  UploadKind,
  UploadStatus,
  UploadTranscriptionStatus,
} from '../../../src/api-contract/upload.ts';

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
  /** The bucket's multipart UploadId (MEDIA_STORE=s3) while one is open. */
  multipartUploadId: string | null;
};

/** A part the bucket stored, with the ETag it answered. */
export type StoredPart = { partNumber: number; etag: string; sizeBytes: number };

export type NewUpload = Pick<
  UploadRecord,
  'meetingId' | 'fileName' | 'contentType' | 'kind' | 'sizeBytes'
> & {
  companyId: string;
  userId: string;
  fingerprint: string | null;
};

/** An upload whose file never fully arrived, with its meeting's title: what reopening the app offers to resume. */
export type UnfinishedUploadRecord = Pick<
  UploadRecord,
  'meetingId' | 'fileName' | 'contentType' | 'sizeBytes' | 'bytesReceived'
> & { title: string; fingerprint: string | null };

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
  multipart_upload_id: string | null;
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
    multipartUploadId: row.multipart_upload_id,
  };
}

/** `uploads`: one per meeting created by sending a file; bigint columns come back as JS numbers. */
export function createUploadsRepository(db: Database) {
  return {
    async insert(upload: NewUpload): Promise<void> {
      await db.query(
        `INSERT INTO uploads (meeting_id, company_id, user_id, file_name, content_type, kind, size_bytes, status,
                              fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
        [
          upload.meetingId,
          upload.companyId,
          upload.userId,
          upload.fileName,
          upload.contentType,
          upload.kind,
          upload.sizeBytes,
          upload.fingerprint,
        ],
      );
    },

    /**
     * The user's uploads in their company whose transfer began and stopped short (`uploading`), newest first.
     * One never begun (`pending`: no byte ever arrived) has nothing to resume. The partial index of
     * migration 0031 covers this predicate.
     */
    async unfinishedOf(companyId: string, userId: string): Promise<UnfinishedUploadRecord[]> {
      const rows = await db.query<{
        meeting_id: string;
        title: string;
        file_name: string;
        content_type: string;
        size_bytes: number;
        bytes_received: number;
        fingerprint: string | null;
      }>(
        `SELECT u.meeting_id, m.title, u.file_name, u.content_type, u.size_bytes::float8 AS size_bytes,
                u.bytes_received::float8 AS bytes_received, u.fingerprint
           FROM uploads u JOIN meetings m ON m.id = u.meeting_id
          WHERE u.user_id = $2 AND u.company_id = $1 AND u.status = 'uploading'
          ORDER BY u.created_at DESC, u.meeting_id`,
        [companyId, userId],
      );
      return rows.map((row) => ({
        meetingId: row.meeting_id,
        title: row.title,
        fileName: row.file_name,
        contentType: row.content_type,
        sizeBytes: Number(row.size_bytes),
        bytesReceived: Number(row.bytes_received),
        fingerprint: row.fingerprint,
      }));
    },

    async find(meetingId: string): Promise<UploadRecord | undefined> {
      const [row] = await db.query<UploadRow>(
        `SELECT meeting_id, file_name, content_type, kind, size_bytes::float8 AS size_bytes,
                bytes_received::float8 AS bytes_received, status, transcription_status, message,
                multipart_upload_id
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

    /**
     * Claims the writing of the upload's bytes for `transferId` for `leaseSeconds`, unless another transfer
     * holds an unexpired claim: true when this one got it. The database's clock is every server's clock.
     */
    async claimTransfer(meetingId: string, transferId: string, leaseSeconds: number): Promise<boolean> {
      const claimed = await db.query(
        `UPDATE uploads SET transfer_id = $2, transfer_lease_until = now() + make_interval(secs => $3),
                updated_at = now()
          WHERE meeting_id = $1 AND (transfer_id IS NULL OR transfer_lease_until < now())
          RETURNING meeting_id`,
        [meetingId, transferId, leaseSeconds],
      );
      return claimed.length === 1;
    },

    /**
     * Extends the claim and records the bytes on disk so far (never fewer than recorded: a renewal that read
     * the size before the transfer's last write cannot undo it); false when the claim was lost (dropped).
     */
    async renewTransfer(
      meetingId: string,
      transferId: string,
      leaseSeconds: number,
      bytesReceived: number,
    ): Promise<boolean> {
      const renewed = await db.query(
        `UPDATE uploads SET transfer_lease_until = now() + make_interval(secs => $3),
                bytes_received = GREATEST(bytes_received, $4), updated_at = now()
          WHERE meeting_id = $1 AND transfer_id = $2
          RETURNING meeting_id`,
        [meetingId, transferId, leaseSeconds, bytesReceived],
      );
      return renewed.length === 1;
    },

    /** Ends the claim of `transferId`, or, without one, whichever transfer holds it (the upload is reset). */
    async releaseTransfer(meetingId: string, transferId?: string): Promise<void> {
      await db.query(
        `UPDATE uploads SET transfer_id = NULL, transfer_lease_until = NULL
          WHERE meeting_id = $1 AND ($2::uuid IS NULL OR transfer_id = $2)`,
        [meetingId, transferId ?? null],
      );
    },

    /**
     * Bytes still to come of the uploads in flight on this server's disk: pending or uploading, and touched
     * (created, claimed, renewed) within `withinSeconds`, the life of their signed URL. What already arrived is
     * on the disk; an upload left alone longer reserves nothing until a PUT claims it again.
     */
    async bytesStillExpected(withinSeconds: number): Promise<number> {
      const [row] = await db.query<{ expected: number }>(
        `SELECT COALESCE(sum(size_bytes - bytes_received), 0)::float8 AS expected FROM uploads
          WHERE status IN ('pending', 'uploading') AND updated_at > now() - make_interval(secs => $1)`,
        [withinSeconds],
      );
      return Number(row?.expected ?? 0);
    },

    /**
     * The multipart upload open in the bucket: `uploadId` unless another server opened one first, whose id is
     * answered instead (the caller aborts its own), so every part goes to one upload.
     */
    async openMultipart(meetingId: string, uploadId: string): Promise<string | undefined> {
      const [row] = await db.query<{ multipart_upload_id: string }>(
        `UPDATE uploads SET multipart_upload_id = COALESCE(multipart_upload_id, $2), updated_at = now()
          WHERE meeting_id = $1 RETURNING multipart_upload_id`,
        [meetingId, uploadId],
      );
      return row?.multipart_upload_id;
    },

    /** Forgets the multipart upload (completed or dropped) and its parts. */
    async closeMultipart(meetingId: string): Promise<void> {
      await db.query(
        'UPDATE uploads SET multipart_upload_id = NULL, updated_at = now() WHERE meeting_id = $1',
        [meetingId],
      );
      await db.query('DELETE FROM upload_parts WHERE meeting_id = $1', [meetingId]);
    },

    /**
     * Records a part the bucket stored (a part sent again replaces the old one, as in the bucket) and counts
     * the bytes stored so far; any app server may record any part.
     */
    async savePart(meetingId: string, part: StoredPart): Promise<number> {
      await db.query(
        `INSERT INTO upload_parts (meeting_id, part_number, etag, size_bytes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (meeting_id, part_number) DO UPDATE
           SET etag = EXCLUDED.etag, size_bytes = EXCLUDED.size_bytes, created_at = now()`,
        [meetingId, part.partNumber, part.etag, part.sizeBytes],
      );
      const [row] = await db.query<{ total: number }>(
        `UPDATE uploads SET bytes_received =
                (SELECT COALESCE(sum(size_bytes), 0) FROM upload_parts WHERE meeting_id = $1), updated_at = now()
          WHERE meeting_id = $1 RETURNING bytes_received::float8 AS total`,
        [meetingId],
      );
      return Number(row?.total ?? 0);
    },

    async parts(meetingId: string): Promise<StoredPart[]> {
      const rows = await db.query<{ part_number: number; etag: string; size_bytes: number }>(
        `SELECT part_number, etag, size_bytes::float8 AS size_bytes FROM upload_parts
          WHERE meeting_id = $1 ORDER BY part_number`,
        [meetingId],
      );
      return rows.map((row) => ({
        partNumber: row.part_number,
        etag: row.etag,
        sizeBytes: Number(row.size_bytes),
      }));
    },
  };
}
