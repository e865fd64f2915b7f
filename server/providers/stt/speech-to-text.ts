import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';

export type Recording = {
  filePath: string;
  fileName: string;
  contentType: string;
  /** Words the company uses (company vocabulary), so the provider spells them right. */
  vocabulary?: string[];
};

/**
 * Turns a stored recording into transcript segments. Implementations call a real provider; when none is
 * configured there is no implementation at all and the upload says it waits for one (never a made-up text).
 */
export interface SpeechToText {
  readonly name: string;
  transcribe(recording: Recording, signal?: AbortSignal): Promise<TranscriptSegment[]>;
}

/** Shown with the upload's status when audio or video is stored but nothing can transcribe it. */
export const waitingProviderMessage =
  'Transcrição aguardando um provedor de voz para texto configurado (STT_BASE_URL).';
