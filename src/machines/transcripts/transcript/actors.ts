import { fromPromise } from 'xstate';
import type { Transcription, UpdateTranscription } from '../../../api-contract/transcription.ts';
import { improveTranscription, updateTranscription } from '../../../services/transcripts/transcriptions.ts';

export const transcriptActors = {
  saveTranscription: fromPromise<Transcription, { transcriptionId: string; changes: UpdateTranscription }>(
    ({ input, signal }) => updateTranscription(input.transcriptionId, input.changes, { signal }),
  ),
  improveTranscription: fromPromise<Transcription, { transcriptionId: string }>(({ input, signal }) =>
    improveTranscription(input.transcriptionId, { signal }),
  ),
};
