import type { ExitReason, Meeting, MeetingStatus } from '../../src/services/api/schemas/meeting.ts';
import type { TranscriptSegment } from '../../src/services/api/schemas/transcription.ts';

/**
 * The meeting bot, as the meetings service uses it. The embedded default simulates one (simulated.ts); a
 * real provider (Recall.ai and the like) fits behind the same calls and reports what happens through
 * MeetingBotEvents below: no provider writes the database itself.
 */
export interface BotProvider {
  /** Sends a bot to the meeting's link: now, or at its start time when that is ahead. */
  join(meetingId: string): Promise<void>;
  /** Drops whatever the bot was doing for this meeting and starts its lifecycle again. */
  restart(meetingId: string): Promise<void>;
  /** No bot for this meeting any more (disabled before it started, or deleted). */
  cancel(meetingId: string): Promise<void>;
  /** Picks up the persisted schedule after a restart of the server. */
  resume(): Promise<void>;
  /** Stops every timer; nothing runs after this. */
  stop(): void;
}

/** What a bot is told about a meeting: where and when to join, and who it will hear. */
export type MeetingBrief = {
  meetingUrl: string | null;
  startTime: Date;
  isEnabled: boolean;
  meetingType: Meeting['meetingType'];
  participants: Meeting['participants'];
  /** The owner's display name: the seller in the call. */
  ownerName: string;
  /** The name the bot joins with: its company's choice (bot config) or the default one. */
  botName: string;
};

/** One step of the Recall-style lifecycle: the status, the provider's sub-code and a pt-BR sentence. */
export type BotStatusChange = {
  status: MeetingStatus;
  subCode: string | null;
  message: string;
  /** Why the bot left, when this step is its leaving; an earlier reason is kept otherwise. */
  exitReason?: ExitReason;
  /** When it happened, as the provider says; now by default. */
  at?: Date;
};

/** A recording of the call, already stored in media storage under `storageKey`. */
export type CallRecording = {
  kind: 'audio' | 'video';
  contentType: string;
  sizeBytes: number;
  storageKey: string;
};

/** The final words of the call, with who took part and how long it lasted. */
export type CallTranscript = {
  segments: TranscriptSegment[];
  /** Named people heard in the call; the meeting keeps the names it had when it already has some. */
  participants: Meeting['participants'];
  durationSeconds: number;
};

/**
 * What a meeting-bot provider reports about the meetings it was sent to, in the order a Recall-style bot
 * emits them (status changes, then the recording, then the transcript). The meetings service implements
 * it; a real adapter calls it from the provider's webhooks. These calls act for the product, not for a
 * user: they check no permission.
 */
export interface MeetingBotEvents {
  brief(meetingId: string): Promise<MeetingBrief | undefined>;
  /** The bot moved to another status: the meeting shows it and its timeline gets the sentence. */
  statusChanged(meetingId: string, change: BotStatusChange): Promise<void>;
  /** The old bot was dropped and a new one is on its way: no exit reason, joining again. */
  restarted(meetingId: string): Promise<void>;
  recordingStored(meetingId: string, recording: CallRecording): Promise<void>;
  /** The transcript replaces any earlier one; answers and enrichment of the old one are forgotten. */
  transcriptReady(meetingId: string, transcript: CallTranscript): Promise<void>;
  /**
   * The template's answers and the enrichment computed now rather than at their first read. Slow (it asks
   * the AI): call it after the transcript is committed, never inside a transaction.
   */
  analyse(meetingId: string): Promise<void>;
}
