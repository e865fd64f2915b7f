import type { UploadPipelineEvents } from '../../providers/media/process-upload.ts';
import { waitingProviderMessage } from '../../providers/stt/index.ts';
import { unnamedSpeaker } from '../../providers/transcript-import/speakers.ts';
import { createMeetingEvents } from '../meetings/meeting-events.ts';
import type { Store } from '../store.ts';
import { moveUpload } from './move-upload.ts';

/**
 * The uploads module's side of the pipeline's reports: the upload's status here, the meeting's recording
 * and transcript through the meetings module's events. `analyse` is what the bot asks for when its meeting
 * is done (answers, enrichment, coaching, then the follow-ups: webhook, CRM, e-mail): an uploaded meeting is
 * done when its transcript is, and gets the same.
 */
export function createUploadEvents(
  store: Store,
  analyse: (meetingId: string) => Promise<void>,
): UploadPipelineEvents {
  return {
    async isProcessing(meetingId) {
      return (await store.uploads.find(meetingId))?.status === 'processing';
    },

    recordingStored: (meetingId, recording) =>
      createMeetingEvents(store).recordingStored(meetingId, recording),

    waitingForSpeechToText: (meetingId) =>
      moveUpload(
        store,
        meetingId,
        'done',
        { transcriptionStatus: 'waiting_provider', message: waitingProviderMessage },
        'recording_succeeded',
      ),

    transcriptionStarted: (meetingId) => store.transcriptions.saveWithoutWords(meetingId, 'processing'),

    /** The people are the named speakers; the call lasted until its last words. */
    async transcribed(meetingId, segments) {
      await store.transaction(async (tx) => {
        const speakers = new Set(segments.map((segment) => segment.speaker));
        speakers.delete(unnamedSpeaker);
        await createMeetingEvents(tx).transcriptReady(meetingId, {
          segments,
          participants: [...speakers].map((name) => ({ name, email: null })),
          durationSeconds: Math.ceil(Math.max(0, ...segments.map((segment) => segment.endSeconds))),
        });
        await moveUpload(tx, meetingId, 'done', { transcriptionStatus: 'done', message: null });
      });
      // The upload is done either way; answers and enrichment missing here are computed when first asked for.
      await analyse(meetingId).catch((error: unknown) =>
        console.error(`[upload] analysing meeting ${meetingId} failed:`, error),
      );
    },

    /** A transcription under way failed with the upload; a transcript file never had one. */
    failed: (meetingId, message) =>
      store.transaction(async (tx) => {
        const transcription = await tx.transcriptions.ofMeeting(meetingId);
        if (transcription?.status === 'processing')
          await tx.transcriptions.saveWithoutWords(meetingId, 'failed');
        await moveUpload(tx, meetingId, 'failed', { transcriptionStatus: 'failed', message });
      }),
  };
}
