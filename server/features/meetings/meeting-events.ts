import type { MeetingBotEvents } from '../../providers/bot/provider.ts';
import { defaultBotName } from '../../../src/api-contract/bot-config.ts';
import type { MeetingStatus } from '../../../src/api-contract/meeting.ts';
import { forgetInsights } from '../insights/insights.service.ts';
import type { Store } from '../store.ts';
import { ownerNameOf } from './meeting-row.ts';

/** Every event but `analyse`, which needs the AI and is wired where the AI is (features/index.ts). */
export type MeetingEvents = Omit<MeetingBotEvents, 'analyse'> & {
  /** An upload's stage shown as the meeting's status; not the bot's, so no line in the bot's timeline. */
  uploadStageChanged(meetingId: string, status: MeetingStatus): Promise<void>;
};

/**
 * The meetings module's side of what providers report: bot events (MeetingBotEvents) and the upload
 * pipeline's (through the uploads module) become the meeting's status, timeline, recording and transcript
 * here, and nowhere else. Each event is one transaction, or part of the one `store` is in.
 */
export function createMeetingEvents(store: Store): MeetingEvents {
  return {
    async brief(meetingId) {
      const row = await store.meetings.find(meetingId);
      if (!row) return undefined;
      const botConfig = await store.botConfig.findForMeeting(meetingId);
      const picture = await store.botConfig.pictureForMeeting(meetingId);
      return {
        meetingUrl: row.meeting_url,
        startTime: new Date(row.start_time),
        isEnabled: row.is_enabled,
        meetingType: row.meeting_type,
        participants: row.participants,
        ownerName: ownerNameOf(row),
        botName: botConfig?.name ?? defaultBotName,
        botPicture: picture
          ? { contentType: picture.contentType, base64: Buffer.from(picture.bytes).toString('base64') }
          : null,
      };
    },

    statusChanged: (meetingId, change) =>
      store.transaction(async (tx) => {
        await tx.meetings.setStatus(meetingId, change.status, change.exitReason);
        await tx.meetingLogs.add(meetingId, change, change.at);
      }),

    restarted: (meetingId) =>
      store.transaction(async (tx) => {
        await tx.meetings.setStatus(meetingId, 'joining_call', null);
        await tx.meetingLogs.add(meetingId, {
          status: 'status_change',
          subCode: 'bot_restarted',
          message: 'O bot foi reiniciado.',
        });
      }),

    uploadStageChanged: (meetingId, status) => store.meetings.setStatus(meetingId, status),

    recordingStored: (meetingId, recording) => store.media.save(meetingId, recording),

    transcriptReady: (meetingId, transcript) =>
      store.transaction(async (tx) => {
        await tx.transcriptions.saveFinal(meetingId, transcript.segments);
        await tx.meetings.recordCall(meetingId, transcript);
        await forgetInsights(tx, meetingId);
      }),
  };
}
