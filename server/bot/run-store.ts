import type { MeetingBotEvents } from './provider.ts';

/** The simulated bot's schedule for one meeting: which scenario, which step next, and when. */
export type BotRun = { meetingId: string; runId: string; scenario: string; nextStep: number; nextAt: Date };

/** Where the schedule persists, so a restarted server resumes it (the domain's bot-runs repository). */
export interface BotRunStore {
  /** The meeting's run, replacing any earlier one. */
  start(run: BotRun): Promise<void>;
  /** Moves the run past `step` if it is still this run at that step: its scenario then, else undefined. */
  claimStep(meetingId: string, runId: string, step: number): Promise<string | undefined>;
  reschedule(meetingId: string, nextAt: Date): Promise<void>;
  /** Drops the meeting's run (only run `runId` when given); whether there was one. */
  end(meetingId: string, runId?: string): Promise<boolean>;
  all(): Promise<BotRun[]>;
}

export type BotWorkspace = { runs: BotRunStore; meetings: MeetingBotEvents };

/**
 * What the simulated bot works with: its schedule and the meetings' events, one by one or in a transaction
 * (a step claimed and the events it reports commit together, so a timer of an older run changes nothing).
 */
export type SimulatedBotStore = BotWorkspace & {
  transaction<T>(work: (tx: BotWorkspace) => Promise<T>): Promise<T>;
  /** Whether a failure means the database is away (nothing of the step was written): the step waits. */
  isUnavailable(error: unknown): boolean;
};
