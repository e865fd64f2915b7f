import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  botStatusMachine,
  type BotStatusContext,
} from '../../../../../src/machines/bot/bot-status/bot-status.machine.ts';
import { phaseOf } from '../../../../../src/domain/bot-lifecycle.ts';
import {
  selectBotPhase,
  selectExitReason,
  selectIsFollowing,
  selectUnavailableFailure,
} from '../../../../../src/machines/bot/bot-status/selectors.ts';
import { meetingStatusValues } from '../../../../../src/api-contract/meeting.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { botReports } from '../../../../model/bot/bot-status-fixtures.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';

const quiet = botStatusMachine.provide({
  actors: { fetchBotReport: fromPromise(() => new Promise(() => {})) },
});
const base: BotStatusContext = {
  meetingId: 'meeting-1',
  status: null,
  exitReason: null,
  logs: [],
  failure: null,
};

function startIn(value: Parameters<typeof quiet.resolveState>[0]['value'], context = base) {
  return createActor(quiet, {
    snapshot: quiet.resolveState({ value, context }),
    input: { meetingId: 'meeting-1' },
  }).start();
}

describe('bot lifecycle classification', () => {
  it.each([
    ['joining', 'joining'],
    ['waitingRoom', 'waitingRoom'],
    ['notRecording', { inCall: 'notRecording' }],
    ['recording', { inCall: 'recording' }],
    ['paused', { inCall: 'paused' }],
    ['callEnded', 'callEnded'],
    ['recordingDone', 'recordingDone'],
    ['done', 'done'],
    ['failed', 'failed'],
    ['fatal', 'fatal'],
    ['unknown', 'unknown'],
  ] as const)('a %s report lands in %j', (report, target) => {
    const actor = startIn('fetching');
    sendDone(actor, 'fetchBotReport', botReports[report]);
    expect(actor.getSnapshot().value).toEqual(target);
  });

  it('every status value of spec section 3 has a phase other than unknown, except status_change', () => {
    const unknown = meetingStatusValues.filter((status) => phaseOf(status) === 'unknown');
    expect(unknown).toEqual(['status_change']);
  });
});

describe('polling', () => {
  it('an active phase fetches again after botPollInterval; a settled one does not poll', () => {
    const active = startIn('joining', { ...base, status: 'joining_call' });
    (active as AnyActorRef).send({ type: 'xstate.after.botPollInterval.botStatus.joining' });
    expect(active.getSnapshot().value).toBe('fetching');
    expect(selectIsFollowing(active.getSnapshot())).toBe(true);

    const settled = startIn('done', { ...base, status: 'done' });
    expect(selectIsFollowing(settled.getSnapshot())).toBe(false);
    settled.send({ type: 'bot.refresh' });
    expect(settled.getSnapshot().value).toBe('fetching');
  });

  it('a failed read is unavailable and retried on bot.retry', () => {
    const actor = startIn('fetching');
    sendError(actor, 'fetchBotReport', new HttpError(500, 'boom'));
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(selectUnavailableFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.failed',
      status: '500',
      detail: null,
    });
    actor.send({ type: 'bot.retry' });
    expect(actor.getSnapshot().value).toBe('fetching');
  });
});

describe('exit reasons', () => {
  it('a catalogue code maps to its key; an unknown code to the catch-all', () => {
    const known = startIn('failed', {
      ...base,
      status: 'waiting_room_timeout',
      exitReason: 'kicked_from_call',
    });
    expect(selectExitReason(known.getSnapshot())).toEqual({
      key: 'meetingDetail:exitReasons.kicked_from_call',
      code: 'kicked_from_call',
    });
    expect(selectBotPhase(known.getSnapshot())).toBe('failed');
    const odd = startIn('unknown', { ...base, status: 'x', exitReason: 'alien_code' });
    expect(selectExitReason(odd.getSnapshot())?.key).toBe('meetingDetail:exitReasons.unknown');
  });
});
