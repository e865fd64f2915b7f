/**
 * The meeting bot, as the API uses it. The embedded default simulates one (simulated.ts); a real provider
 * (Recall.ai and the like) fits behind the same four calls. Status changes land in the meetings table and
 * in meeting_logs, which the API reads.
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
