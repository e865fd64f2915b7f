import { createActor, fromPromise } from 'xstate';
import {
  meetingActionsMachine,
  type MeetingActionsReport,
} from '../../../../../src/machines/meetings/meeting-actions/meeting-actions.machine.ts';
import type { Meeting } from '../../../../../src/api-contract/meeting.ts';
import { meetingOf } from '../../../../model/meetings/meeting-detail.fixtures.ts';

export type ActionsFakes = {
  saveTitle?: (input: { title: string }) => Promise<Meeting>;
  setEnabled?: (input: { enabled: boolean }) => Promise<Meeting>;
  restartBot?: () => Promise<Meeting>;
  deleteMeeting?: () => Promise<void>;
};

/** A request that never settles. */
export const never = <T>() => new Promise<T>(() => {});

/** The actions machine with these requests (the others never settle); the page's tests run it as its child. */
export const actionsWith = (fakes: ActionsFakes = {}) =>
  meetingActionsMachine.provide({
    actors: {
      saveTitle: fromPromise(({ input }) => (fakes.saveTitle ?? never)(input)),
      setEnabled: fromPromise(({ input }) => (fakes.setEnabled ?? never)(input)),
      restartBot: fromPromise(() => (fakes.restartBot ?? never)()),
      deleteMeeting: fromPromise(() => (fakes.deleteMeeting ?? never)()),
    },
  });

/** The machine on its own, with no page above it: what it would tell the page is recorded instead. */
export function startMeetingActions(fakes: ActionsFakes = {}, meeting: Meeting = meetingOf()) {
  const reports: MeetingActionsReport[] = [];
  const logic = actionsWith(fakes).provide({
    actions: {
      reportSaved: (_, saved: Meeting) => reports.push({ type: 'meeting.saved', meeting: saved }),
      reportRestart: () => reports.push({ type: 'bot.restarted' }),
    },
  });
  const actor = createActor(logic, { input: { meetingId: 'meeting-1', meeting } }).start();
  return { actor, reports };
}
