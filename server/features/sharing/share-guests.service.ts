import type { SignedUrls } from '../../providers/media/signed-urls.ts';
import { servedMediaType } from '../../providers/media/served-type.ts';
import type { SharedMeeting, SharedVideo } from '../../../src/api-contract/share.ts';
import type { AnswersService } from '../answers/answers.service.ts';
import type { EnrichmentService } from '../enrichment/enrichment.service.ts';
import type { Store } from '../store.ts';
import { grantOf, type ShareAdmission, type ShareGuest } from './share-admission.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { MediaService } from '../media/media.service.ts';

/**
 * What a shared meeting's guests get once admitted (share-admission.ts): the one meeting of their link as
 * the contract's guest view, which carries nothing of the owner's account, and a short-lived signed URL of
 * its recording. The link was the permission, so no caller and no visibility rule here.
 */
export function createShareGuestsService(deps: {
  store: Store;
  admit: ShareAdmission;
  answers: Pick<AnswersService, 'storedOrComputed'>;
  enrichment: Pick<EnrichmentService, 'storedOrComputed'>;
  urls: SignedUrls;
  media: Pick<MediaService, 'signedRecording'>;
  mediaUrlTtlSeconds: number;
}) {
  const { store } = deps;
  // The player plays the video when there is one, else the call's audio (the bot records audio).
  const recordingOf = async (meetingId: string) =>
    (await store.media.find(meetingId, 'video')) ?? (await store.media.find(meetingId, 'audio'));

  return {
    admit: deps.admit,

    /**
     * The meeting as the owner lets the link show it right now: a part not chosen is left out here, on the
     * server, so it never reaches the guest's browser. Each call is a guest opening the link, counted.
     */
    async meeting(guest: ShareGuest): Promise<SharedMeeting> {
      const meeting = await store.meetings.find(guest.meetingId);
      // Only when the meeting was deleted between admission and here: its share went with it.
      if (!meeting) throw new DomainError('meeting-not-found');
      const shows = guest.content;
      await store.shares.recordOpen(guest.shareId);
      const transcription = shows.transcript ? await store.transcriptions.ofMeeting(meeting.id) : undefined;
      const wantsEnrichment = shows.summary || shows.nextSteps || shows.internalNotes;
      const enrichment = wantsEnrichment ? await deps.enrichment.storedOrComputed(meeting.id) : undefined;
      return {
        shareId: guest.shareId,
        companyName: guest.companyName,
        title: meeting.title,
        startTime: new Date(meeting.start_time).toISOString(),
        durationSeconds: meeting.duration_seconds,
        // Names only: participants' e-mail addresses stay with the owner's account.
        participants: meeting.participants.map(({ name }) => ({ name })),
        format: meeting.format,
        shows,
        hasRecording: shows.recording && (await recordingOf(meeting.id)) !== undefined,
        segments: transcription?.segments ?? [],
        summary:
          shows.summary && enrichment ? { summary: enrichment.summary, topics: enrichment.topics } : null,
        nextSteps: shows.nextSteps && enrichment ? enrichment.nextSteps : null,
        internalNotes: shows.internalNotes
          ? {
              objections: enrichment?.objections ?? [],
              amounts: enrichment?.amounts ?? [],
              dates: enrichment?.dates ?? [],
              answers: await deps.answers.storedOrComputed(meeting),
            }
          : null,
      };
    },

    async video(guest: ShareGuest): Promise<SharedVideo> {
      const recording = guest.content.recording ? await recordingOf(guest.meetingId) : undefined;
      if (!recording) throw new DomainError('meeting-without-recording');
      const url = await deps.urls.sharedRecording(
        guest.shareId,
        recording.kind,
        guest.grant,
        deps.mediaUrlTtlSeconds,
      );
      return { ...url, contentType: servedMediaType(recording.contentType) };
    },

    /**
     * The file behind a signed shared-recording URL, while its link is on with the same password, unexpired,
     * and still sharing the recording.
     */
    async sharedRecording(shareId: string, kind: string, grant: string) {
      const share = await store.shares.byShareId(shareId);
      if (!share || grantOf(share) !== grant || share.expired || !share.content.recording) {
        throw new DomainError('share-link-disabled');
      }
      return deps.media.signedRecording(share.meetingId, kind);
    },
  };
}
