import { createActor, createMachine, fromPromise } from 'xstate';
import type { BotReport } from '../../../../../src/machines/bot/bot-status/actors.ts';
import type { MeetingContent } from '../../../../../src/machines/meetings/meeting-detail/actors.ts';
import { botStatusMachine } from '../../../../../src/machines/bot/bot-status/bot-status.machine.ts';
import { meetingDetailMachine } from '../../../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import type { Meeting } from '../../../../../src/api-contract/meeting.ts';
import { actionsWith, never, type ActionsFakes } from '../meeting-actions/support.ts';

/** The page's own requests, and those of its actions child (the real machine, its requests replaced). */
type Fakes = ActionsFakes & {
  loadMeeting?: () => Promise<Meeting>;
  loadContent?: () => Promise<MeetingContent>;
  /** The bot-status child; by default one that only records the events it receives. */
  botStatus?: typeof botStatusMachine;
};

/** Records the events the bot-status child receives (a restart must make it follow the bot again). */
export function startMeetingDetail(fakes: Fakes = {}) {
  const botEvents: string[] = [];
  const logic = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(() => (fakes.loadMeeting ?? never)()),
      loadContent: fromPromise(() => (fakes.loadContent ?? never)()),
      meetingActions: actionsWith(fakes),
      botStatus:
        fakes.botStatus ??
        (createMachine({
          on: { '*': { actions: ({ event }) => botEvents.push(event.type) } },
        }) as unknown as typeof botStatusMachine),
    },
  });
  const actor = createActor(logic, { input: { meetingId: 'meeting-1' } }).start();
  return { actor, botEvents };
}

/** The real bot-status machine, reading these reports one per poll (the last one for ever) with no wait. */
export function botReporting(...reports: BotReport[]): typeof botStatusMachine {
  let next = 0;
  return botStatusMachine.provide({
    actors: { fetchBotReport: fromPromise(async () => reports[Math.min(next++, reports.length - 1)]!) },
    delays: { botPollInterval: 0 },
  });
}

/** Lets settled promises reach the machine. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
