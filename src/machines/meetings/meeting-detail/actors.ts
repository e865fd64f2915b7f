import { fromCallback, fromPromise } from 'xstate';
import { fetchMeetingMedia, type MeetingMedia } from '../../../services/media/media.ts';
import {
  fetchMeetingAnswers,
  watchAnswerChanges,
  type AnswersChange,
} from '../../../services/answers/answers.ts';
import { fetchMeetingCoaching } from '../../../services/coaching/coaching.ts';
import { fetchEnrichment } from '../../../services/enrichment/enrichment.ts';
import { getMeeting } from '../../../services/meetings/meetings.ts';
import type { MeetingCoaching } from '../../../api-contract/coaching.ts';
import type { Enrichment, MeetingAnswer } from '../../../api-contract/meeting-detail.ts';
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { Transcription } from '../../../api-contract/transcription.ts';
import type { UploadTranscriptionStatus } from '../../../api-contract/upload.ts';
import { fetchMeetingTranscription } from '../../../services/transcripts/transcriptions.ts';
import { getUploadStatus } from '../../../services/uploads/uploads.ts';
import { orNullWhenMissing } from '../../../services/http-error.ts';

/** Everything the page shows below the header; each part is null when the meeting does not have it yet. */
export type MeetingContent = {
  /** Fetched again with the rest: after the bot settles, duration and participants have changed too. */
  meeting: Meeting;
  transcription: Transcription | null;
  /** For an uploaded recording: what became of its words (e.g. waiting_provider); null for a bot meeting. */
  uploadTranscriptionStatus: UploadTranscriptionStatus | null;
  answers: MeetingAnswer[];
  enrichment: Enrichment | null;
  /** The coaching figures computed from the transcript (issue 12); null until it is final. */
  coaching: MeetingCoaching | null;
  media: MeetingMedia | null;
};

type MeetingInput = { meetingId: string };

export const meetingDetailActors = {
  loadMeeting: fromPromise<Meeting, MeetingInput>(({ input, signal }) =>
    getMeeting(input.meetingId, { signal }),
  ),
  loadContent: fromPromise<MeetingContent, MeetingInput & { isUpload: boolean }>(
    async ({ input, signal }) => {
      const { meetingId } = input;
      const [meeting, transcription, answers, enrichment, coaching, media, upload] = await Promise.all([
        getMeeting(meetingId, { signal }),
        fetchMeetingTranscription(meetingId, { signal }),
        fetchMeetingAnswers(meetingId, { signal }),
        fetchEnrichment(meetingId, { signal }),
        fetchMeetingCoaching(meetingId, { signal }),
        fetchMeetingMedia(meetingId, { signal }),
        input.isUpload ? orNullWhenMissing(getUploadStatus(meetingId, { signal })) : null,
      ]);
      return {
        meeting,
        transcription,
        uploadTranscriptionStatus: upload?.transcriptionStatus ?? null,
        answers,
        enrichment,
        coaching,
        media,
      };
    },
  ),
  /** Another template chosen for this meeting (the answers panel's picker): its answers replace the shown ones. */
  watchAnswerChanges: fromCallback<AnswersChange, MeetingInput>(({ input, sendBack }) =>
    watchAnswerChanges((change) => {
      if (change.meetingId === input.meetingId) sendBack(change);
    }),
  ),
};
