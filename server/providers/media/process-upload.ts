import type { CallRecording } from '../bot/provider.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { SpeechToText } from '../stt/index.ts';
import { importTranscriptFile } from '../transcript-import/import-transcript.ts';
import type { MediaStorage } from './storage.ts';

const emptyTranscriptMessage =
  'O arquivo de transcrição não contém falas reconhecíveis (formato .vtt ou .srt).';
const emptyRecognitionMessage = 'O provedor de voz para texto não reconheceu falas na gravação.';
const failureMessage = 'Não foi possível processar o arquivo. Tente processar novamente.';

/** The stored file a job works on: the upload's bytes live under its meeting's id. */
export type UploadedFile = {
  meetingId: string;
  fileName: string;
  contentType: string;
  kind: 'audio' | 'video' | 'transcript';
  sizeBytes: number;
};

/**
 * What the pipeline reports, in order; the uploads service implements it (the upload's status, and through
 * the meetings service the meeting's recording and transcript). The pipeline itself writes no database.
 */
export interface UploadPipelineEvents {
  /** Whether the upload is still being processed (not cancelled meanwhile): results count only then. */
  isProcessing(meetingId: string): Promise<boolean>;
  recordingStored(meetingId: string, recording: CallRecording): Promise<void>;
  /** Audio or video is stored and playable, but no speech-to-text provider is configured. */
  waitingForSpeechToText(meetingId: string): Promise<void>;
  transcriptionStarted(meetingId: string): Promise<void>;
  transcribed(meetingId: string, segments: TranscriptSegment[]): Promise<void>;
  /** `message` is said to the person, in Portuguese. */
  failed(meetingId: string, message: string): Promise<void>;
}

/**
 * Runs an uploaded file through the pipeline in the background: a transcript file becomes the meeting's
 * transcription; audio and video become the meeting's playable recording and, with a speech-to-text
 * provider, its transcription. Cancelling aborts the job and its results are dropped.
 */
export function createUploadProcessor(deps: {
  events: UploadPipelineEvents;
  storage: MediaStorage;
  speechToText: SpeechToText | undefined;
  /** The words of the meeting's company, which speech-to-text gets as a prompt. */
  vocabularyOf: (meetingId: string) => Promise<string[]>;
}) {
  const { events } = deps;
  const jobs = new Map<string, AbortController>();

  async function stillProcessing(meetingId: string, signal: AbortSignal): Promise<boolean> {
    return !signal.aborted && (await events.isProcessing(meetingId));
  }

  /** Files are read on this machine: the stored file itself, or a download of the bucket's object. */
  async function transcribe(upload: UploadedFile, signal: AbortSignal): Promise<void> {
    const { storage, speechToText } = deps;
    if (upload.kind === 'transcript') {
      const segments = await storage.withLocalFile(upload.meetingId, importTranscriptFile);
      if (!(await stillProcessing(upload.meetingId, signal))) return;
      if (segments.length === 0) return events.failed(upload.meetingId, emptyTranscriptMessage);
      return events.transcribed(upload.meetingId, segments);
    }
    await events.recordingStored(upload.meetingId, {
      kind: upload.kind,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      storageKey: upload.meetingId,
    });
    // The recording is stored and playable; the words wait for a provider, and none are made up.
    if (!speechToText) return events.waitingForSpeechToText(upload.meetingId);
    await events.transcriptionStarted(upload.meetingId);
    const vocabulary = await deps.vocabularyOf(upload.meetingId);
    const segments = await storage.withLocalFile(upload.meetingId, (filePath) =>
      speechToText.transcribe(
        { filePath, fileName: upload.fileName, contentType: upload.contentType, vocabulary },
        signal,
      ),
    );
    if (!(await stillProcessing(upload.meetingId, signal))) return;
    if (segments.length === 0) return events.failed(upload.meetingId, emptyRecognitionMessage);
    return events.transcribed(upload.meetingId, segments);
  }

  /**
   * Takes one upload through the pipeline to its end; a failure is reported to the upload (`failed`), not
   * thrown. Nothing when this process runs it already.
   */
  async function run(upload: UploadedFile): Promise<void> {
    if (jobs.has(upload.meetingId)) return;
    const controller = new AbortController();
    jobs.set(upload.meetingId, controller);
    await transcribe(upload, controller.signal)
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[upload] processing ${upload.meetingId} failed:`, error);
        await events.failed(upload.meetingId, failureMessage);
      })
      .catch((error: unknown) =>
        console.error(`[upload] recording the failure of ${upload.meetingId} failed:`, error),
      )
      .finally(() => jobs.delete(upload.meetingId));
  }

  return {
    /** Starts the pipeline in the background; the caller has set the upload to processing. */
    start(upload: UploadedFile): void {
      void run(upload);
    },
    /** The same, awaited: what the `upload.process` job does (server/features/uploads/upload-processing-job.ts). */
    run,
    cancel(meetingId: string): void {
      jobs.get(meetingId)?.abort();
    },
  };
}

export type UploadProcessor = ReturnType<typeof createUploadProcessor>;
