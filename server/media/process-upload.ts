import type { TranscriptSegment } from '../../src/services/api/schemas/transcription.ts';
import type { Database } from '../db/database.ts';
import type { SpeechToText } from '../stt/index.ts';
import { waitingProviderMessage } from '../stt/index.ts';
import { importTranscriptFile } from '../transcript-import/import-transcript.ts';
import { unnamedSpeaker } from '../transcript-import/speakers.ts';
import type { MediaStorage } from './storage.ts';
import type { UploadRecord, UploadsStore } from './uploads-store.ts';

const emptyTranscriptMessage =
  'O arquivo de transcrição não contém falas reconhecíveis (formato .vtt ou .srt).';
const emptyRecognitionMessage = 'O provedor de voz para texto não reconheceu falas na gravação.';
const failureMessage = 'Não foi possível processar o arquivo. Tente processar novamente.';

/**
 * Runs an uploaded file through the pipeline in the background: a transcript file becomes the meeting's
 * transcription; audio and video become the meeting's playable recording and, with a speech-to-text
 * provider, its transcription. Cancelling aborts the job and its results are dropped.
 */
export function createUploadProcessor(deps: {
  db: Database;
  storage: MediaStorage;
  uploads: UploadsStore;
  speechToText: SpeechToText | undefined;
}) {
  const jobs = new Map<string, AbortController>();

  /** The job's results count only while the upload is still processing (not cancelled meanwhile). */
  async function stillProcessing(meetingId: string, signal: AbortSignal): Promise<boolean> {
    return !signal.aborted && (await deps.uploads.find(meetingId))?.status === 'processing';
  }

  async function finishWithTranscript(upload: UploadRecord, segments: TranscriptSegment[]): Promise<void> {
    const speakers = [...new Set(segments.map((segment) => segment.speaker))].filter(
      (name) => name !== unnamedSpeaker,
    );
    const duration = Math.ceil(Math.max(0, ...segments.map((segment) => segment.endSeconds)));
    await deps.db.transaction(async (tx) => {
      await writeTranscription(tx, upload.meetingId, 'done', segments);
      await tx.query(
        `UPDATE meetings SET duration_seconds = COALESCE(duration_seconds, $2),
                participants = CASE WHEN participants = '[]'::jsonb THEN $3::jsonb ELSE participants END
          WHERE id = $1`,
        [upload.meetingId, duration, JSON.stringify(speakers.map((name) => ({ name, email: null })))],
      );
      await deps.uploads.setStatus(
        upload.meetingId,
        'done',
        { transcriptionStatus: 'done', message: null },
        tx,
      );
    });
  }

  async function run(upload: UploadRecord, signal: AbortSignal): Promise<void> {
    const filePath = deps.storage.pathOf(upload.meetingId);
    if (upload.kind === 'transcript') {
      const segments = await importTranscriptFile(filePath);
      if (!(await stillProcessing(upload.meetingId, signal))) return;
      if (segments.length === 0) {
        await deps.uploads.setStatus(upload.meetingId, 'failed', {
          transcriptionStatus: 'failed',
          message: emptyTranscriptMessage,
        });
        return;
      }
      await finishWithTranscript(upload, segments);
      return;
    }
    await deps.db.query(
      `INSERT INTO meeting_media (meeting_id, kind, content_type, size_bytes, storage_key) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (meeting_id, kind) DO UPDATE SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes`,
      [upload.meetingId, upload.kind, upload.contentType, upload.sizeBytes, upload.meetingId],
    );
    if (!deps.speechToText) {
      // The recording is stored and playable; the words wait for a provider, and none are made up.
      await deps.uploads.setStatus(upload.meetingId, 'done', {
        transcriptionStatus: 'waiting_provider',
        message: waitingProviderMessage,
        meetingStatus: 'recording_succeeded',
      });
      return;
    }
    await writeTranscription(deps.db, upload.meetingId, 'processing', []);
    const segments = await deps.speechToText.transcribe(
      { filePath, fileName: upload.fileName, contentType: upload.contentType },
      signal,
    );
    if (!(await stillProcessing(upload.meetingId, signal))) return;
    if (segments.length === 0) {
      await writeTranscription(deps.db, upload.meetingId, 'failed', []);
      await deps.uploads.setStatus(upload.meetingId, 'failed', {
        transcriptionStatus: 'failed',
        message: emptyRecognitionMessage,
      });
      return;
    }
    await finishWithTranscript(upload, segments);
  }

  return {
    /** Starts the job unless one runs already; the caller has set the upload to processing. */
    start(upload: UploadRecord): void {
      if (jobs.has(upload.meetingId)) return;
      const controller = new AbortController();
      jobs.set(upload.meetingId, controller);
      run(upload, controller.signal)
        .catch(async (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`[upload] processing ${upload.meetingId} failed:`, error);
          if (upload.kind !== 'transcript') await writeTranscription(deps.db, upload.meetingId, 'failed', []);
          await deps.uploads.setStatus(upload.meetingId, 'failed', {
            transcriptionStatus: 'failed',
            message: failureMessage,
          });
        })
        .catch((error: unknown) =>
          console.error(`[upload] recording the failure of ${upload.meetingId} failed:`, error),
        )
        .finally(() => jobs.delete(upload.meetingId));
    },
    cancel(meetingId: string): void {
      jobs.get(meetingId)?.abort();
    },
  };
}

export type UploadProcessor = ReturnType<typeof createUploadProcessor>;

/** Through the transcriptions table the meeting and transcription endpoints read. */
async function writeTranscription(
  db: Database,
  meetingId: string,
  status: 'processing' | 'done' | 'failed',
  segments: TranscriptSegment[],
): Promise<void> {
  await db.query(
    `INSERT INTO transcriptions (meeting_id, segments, status) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (meeting_id) DO UPDATE SET segments = EXCLUDED.segments, status = EXCLUDED.status, updated_at = now()`,
    [meetingId, JSON.stringify(segments), status],
  );
}
