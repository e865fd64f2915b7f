import { fromPromise } from 'xstate';
import type { SharedMeeting, SharedVideo } from '../../../api-contract/share.ts';
import type { Transcription, UpdateTranscription } from '../../../api-contract/transcription.ts';
import {
  fetchSharedMeeting,
  fetchSharedVideo,
  type ShareCredentials,
} from '../../../services/sharing/share.ts';
import { transcriptMachine } from '../../transcripts/transcript/transcript.machine.ts';

export const sharedMeetingActors = {
  loadMeeting: fromPromise<SharedMeeting, ShareCredentials>(({ input, signal }) =>
    fetchSharedMeeting(input, { signal }),
  ),
  loadVideo: fromPromise<SharedVideo, ShareCredentials>(({ input, signal }) =>
    fetchSharedVideo(input, { signal }),
  ),
};

// A guest reads; the owner's edit endpoints are never called from a shared page, whoever is signed in.
const readOnly = () => Promise.reject(new Error('a shared transcript is read-only'));

/** The meeting page's transcript machine (search, current line, seek) with its editing refused. */
export const readOnlyTranscript = transcriptMachine.provide({
  actors: {
    saveTranscription: fromPromise<Transcription, { transcriptionId: string; changes: UpdateTranscription }>(
      readOnly,
    ),
    improveTranscription: fromPromise<Transcription, { transcriptionId: string }>(readOnly),
  },
});
