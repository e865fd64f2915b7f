import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  addMeetingMachine,
  type AddMeetingContext,
} from '../../../../../src/machines/meetings/add-meeting/add-meeting.machine.ts';
import {
  selectAddMeetingFailure,
  selectIsOpen,
  selectIsSubmitting,
} from '../../../../../src/machines/meetings/add-meeting/selectors.ts';
import type { CreateMeeting } from '../../../../../src/api-contract/meeting.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { meetingFixture } from '../../../../model/meetings/meeting-list.fixtures.ts';

const newMeeting: CreateMeeting = {
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  title: 'Demonstração',
  startTime: '2026-03-12T12:00:00.000Z',
};
const created = meetingFixture('m-new', { status: 'joining_call' });
const invalidLinkMessage = 'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.';
const invalidLink = new HttpError(400, 'Bad Request', {
  body: { status: 400, title: 'Bad Request', message: invalidLinkMessage },
});

type State = 'closed' | 'editing' | 'submitting' | 'failed';

function startIn(value: State, context: Partial<AddMeetingContext> = {}) {
  const machine = addMeetingMachine.provide({
    actors: { createMeeting: fromPromise(() => new Promise(() => {})) },
  });
  const snapshot = machine.resolveState({ value, context: { meeting: null, failure: null, ...context } });
  return createActor(machine, { snapshot }).start();
}

describe('addMeeting', () => {
  it('closed -> editing -> submitting -> closed, posting what the form validated', async () => {
    const createMeeting = vi.fn<(meeting: CreateMeeting) => Promise<typeof created>>(async () => created);
    const machine = addMeetingMachine.provide({
      actors: { createMeeting: fromPromise(({ input }) => createMeeting(input)) },
    });
    const actor = createActor(machine).start();
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.open' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'meeting.submit', meeting: newMeeting });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    expect(createMeeting).toHaveBeenCalledWith(newMeeting);
  });

  it('submitting -> failed with the server sentence of a 400, through the catalogue', () => {
    const actor = startIn('submitting', { meeting: newMeeting });
    sendError(actor, 'createMeeting', invalidLink);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectAddMeetingFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.refused',
      status: '400',
      detail: invalidLinkMessage,
    });
    expect(actor.getSnapshot().context.meeting).toEqual(newMeeting);
  });

  it('submitting -> failed with the network key when the server cannot be reached', () => {
    const actor = startIn('submitting', { meeting: newMeeting });
    sendError(actor, 'createMeeting', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(selectAddMeetingFailure(actor.getSnapshot())).toEqual({
      key: 'errors:request.network',
      status: 'FETCH_ERROR',
      detail: null,
    });
  });

  it('failed -> submitting again, the error cleared', () => {
    const actor = startIn('failed', {
      meeting: newMeeting,
      failure: { key: 'errors:request.failed', status: '500', detail: null },
    });
    actor.send({ type: 'meeting.submit', meeting: { ...newMeeting, title: 'Outra' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.meeting?.title).toBe('Outra');
  });

  it('submitting -> closed when the meeting is created', () => {
    const actor = startIn('submitting', { meeting: newMeeting });
    sendDone(actor, 'createMeeting', created);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each(['editing', 'submitting', 'failed'] as const)('%s -> closed on form.close', (state) => {
    const actor = startIn(state, { meeting: newMeeting });
    actor.send({ type: 'form.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('closed -> editing opens an empty form, forgetting the last failure', () => {
    const actor = startIn('closed', {
      meeting: newMeeting,
      failure: { key: 'errors:request.failed', status: '500', detail: null },
    });
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ meeting: null, failure: null });
  });
});
