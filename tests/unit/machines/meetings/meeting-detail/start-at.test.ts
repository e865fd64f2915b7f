import { createActor, fromPromise } from 'xstate';
import type { BotReport } from '../../../../../src/machines/bot/bot-status/actors.ts';
import { describe, expect, it, vi } from 'vitest';
import { meetingDetailMachine } from '../../../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import { botReports } from '../../../../model/bot/bot-status-fixtures.ts';
import { content, meetingOf } from '../../../../model/meetings/meeting-detail.fixtures.ts';
import { actionsWith } from '../meeting-actions/support.ts';
import { botReporting, flush } from './support.ts';

/** The meeting page opened at /meetings/meeting-1?t=<startSeconds> (a chat citation's moment). */
function openAt(startSeconds: number | undefined, reports: BotReport[] = [botReports.done]) {
  let loads = 0;
  const logic = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(async () => meetingOf()),
      loadContent: fromPromise(async () => {
        loads += 1;
        return content;
      }),
      meetingActions: actionsWith(),
      botStatus: botReporting(...reports),
    },
  });
  const actor = createActor(logic, { input: { meetingId: 'meeting-1', startSeconds } }).start();
  return { actor, loads: () => loads };
}

const transcriptOf = (actor: ReturnType<typeof openAt>['actor']) =>
  actor.getSnapshot().children.transcript?.getSnapshot().context;

describe('meeting-detail: opened at a moment (?t=)', () => {
  it('the transcript asks the player to start there, on the line spoken then', async () => {
    const { actor } = openAt(23);
    await vi.waitFor(() => expect(transcriptOf(actor)).toBeDefined());
    expect(transcriptOf(actor)?.seek).toEqual({ seconds: 23 });
    expect(transcriptOf(actor)?.selectedSegmentId).toBe('s3');
  });

  it('without a moment nothing is asked', async () => {
    const { actor } = openAt(undefined);
    await vi.waitFor(() => expect(transcriptOf(actor)).toBeDefined());
    expect(transcriptOf(actor)?.seek).toBeNull();
    expect(transcriptOf(actor)?.selectedSegmentId).toBeNull();
  });

  it('a transcript loaded again later (the bot settled) starts where it is, not at the opening moment', async () => {
    const { actor, loads } = openAt(23, [botReports.joining, botReports.recording, botReports.done]);
    await vi.waitFor(() => expect(loads()).toBe(2));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { loaded: 'withTranscript' } })).toBe(true);
    expect(transcriptOf(actor)?.seek).toBeNull();
    expect(actor.getSnapshot().context.startSeconds).toBeNull();
  });
});
