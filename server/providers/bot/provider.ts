import type { ExitReason, Meeting, MeetingStatus } from '../../../src/api-contract/meeting.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';

/**
 * The meeting bot, as the meetings service uses it: a provider's adapter (Recall.ai's, server/providers/bot/recall)
 * that reports what happens through MeetingBotEvents below and keeps which bot went to which meeting in
 * MeetingBotStore: no provider writes the database itself.
 */
export interface BotProvider {
  /** Sends a bot to the meeting's link: now, or at its start time when that is ahead. */
  join(meetingId: string): Promise<void>;
  /** Drops the meeting's bot (it leaves, or is unscheduled) and sends a new one. */
  restart(meetingId: string): Promise<void>;
  /** No bot for this meeting any more (disabled before it started, or deleted): unscheduled, or it leaves. */
  cancel(meetingId: string): Promise<void>;
  /**
   * A status webhook of the provider, as received (headers and raw body): accepted (applied, or a replay),
   * rejected (its signature does not hold) or to be delivered again (its bot is not known here yet).
   */
  receiveWebhook(headers: Headers, body: string): Promise<'accepted' | 'rejected' | 'retry'>;
  /** Asks the provider about bots whose webhooks stopped and applies what they missed. */
  reconcile(): Promise<void>;
  /**
   * Copies what the bot brought (its recording into media storage, its transcript) once the provider has
   * it: the work of a durable job (collectLater), safe to run again.
   */
  collect(botId: string): Promise<void>;
  /** At server start: sends bots to upcoming meetings that have none and starts the reconciliation timer. */
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
  /** The picture the bot shows as its camera (bot config), when the company set a JPEG one. */
  botPicture: { contentType: string; base64: string } | null;
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
 * What a meeting-bot provider reports about the meetings it was sent to, in the order a Recall bot emits
 * them (status changes, then the recording, then the transcript). The meetings service implements it; the
 * adapter calls it from the provider's webhooks and from reconciliation. These calls act for the product, not for a
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

/** The provider's bot sent to a meeting, as the domain keeps it (meeting_bots). */
export type AssignedBot = {
  meetingId: string;
  botId: string;
  /** When the last status change applied to the meeting happened, and its place in the lifecycle. */
  statusAt: Date | null;
  statusRank: number;
  recordingStored: boolean;
  transcriptStored: boolean;
};

/** Which bot went to which meeting, and what of it the meeting has; the domain's meeting_bots. */
export interface MeetingBotStore {
  /** The meeting's bot from now on (any earlier one is forgotten), joining at `joinAt`. */
  assign(meetingId: string, botId: string, joinAt: Date | null): Promise<void>;
  botOf(meetingId: string): Promise<AssignedBot | undefined>;
  byBot(botId: string): Promise<AssignedBot | undefined>;
  /** Forgets the meeting's bot. */
  release(meetingId: string): Promise<void>;
  /** Records a webhook id: false when it was already processed (a replay). */
  firstDelivery(webhookId: string): Promise<boolean>;
  /** The bot was heard from (a webhook or a poll): reconciliation leaves it alone for a while. */
  heard(botId: string): Promise<void>;
  statusApplied(botId: string, at: Date, rank: number): Promise<void>;
  recordingStored(botId: string): Promise<void>;
  transcriptStored(botId: string): Promise<void>;
  /** Nothing more is expected from this bot (done or fatal, with whatever it brought). */
  finished(botId: string): Promise<void>;
  /** Claims the copy of the bot's recording and transcript for `seconds`: false when another has it. */
  claimCollect(botId: string, seconds: number): Promise<boolean>;
  releaseCollect(botId: string): Promise<void>;
  /** Unfinished bots not heard from since `before`, claimed (marked heard) for this process. */
  claimQuiet(before: Date, limit: number): Promise<AssignedBot[]>;
  /**
   * Enabled, still scheduled meetings with a link and no bot (seeded, or added while the bot service was away)
   * that start after `since`: ahead, or begun so recently that the call may still be on.
   */
  upcomingWithoutBot(since: Date): Promise<string[]>;
  /** Reserves the meeting for this server's join (servers starting together send one bot): false if taken. */
  reserve(meetingId: string): Promise<boolean>;
}

export type BotWorkspace = { bots: MeetingBotStore; meetings: MeetingBotEvents };

/** What the adapter works with: one by one, or in a transaction (a webhook's id and its effect commit together). */
export type BotStore = BotWorkspace & {
  transaction<T>(work: (tx: BotWorkspace) => Promise<T>): Promise<T>;
};
