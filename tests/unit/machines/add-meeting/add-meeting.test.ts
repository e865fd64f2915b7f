import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  addMeetingMachine,
  type AddMeetingContext,
} from '../../../../src/machines/add-meeting/add-meeting.machine.ts';
import {
  selectAddMeetingError,
  selectCanSubmit,
  selectCreatedMeeting,
  selectIsSubmitting,
} from '../../../../src/machines/add-meeting/selectors.ts';
import type { NewMeeting } from '../../../../src/machines/add-meeting/actors.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../model/fixtures.ts';
import { meetingFixture } from '../../../model/meeting-list.fixtures.ts';

const newMeeting: NewMeeting = {
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  title: 'Demonstração',
  startTime: '2026-03-12T12:00:00.000Z',
};
const created = meetingFixture('m-new', { status: 'joining_call' });
const invalidLink = new HttpError(400, 'Bad Request', {
  body: {
    status: 400,
    title: 'Bad Request',
    message: 'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.',
  },
});

function startIn(value: 'editing' | 'submitting' | 'failed', context: Partial<AddMeetingContext> = {}) {
  const machine = addMeetingMachine.provide({
    actors: { createMeeting: fromPromise(() => new Promise(() => {})) },
  });
  const snapshot = machine.resolveState({
    value,
    context: { meeting: null, created: null, error: null, ...context },
  });
  return createActor(machine, { snapshot }).start();
}

describe('addMeeting', () => {
  it('editing -> submitting -> done, posting what the form validated', async () => {
    const createMeeting = vi.fn<(meeting: NewMeeting) => Promise<typeof created>>(async () => created);
    const machine = addMeetingMachine.provide({
      actors: { createMeeting: fromPromise(({ input }) => createMeeting(input)) },
    });
    const actor = createActor(machine).start();
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'meeting.submit', meeting: newMeeting });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(createMeeting).toHaveBeenCalledWith(newMeeting);
    expect(selectCreatedMeeting(actor.getSnapshot())).toEqual(created);
  });

  it('submitting -> failed with the server message of a 400', () => {
    const actor = startIn('submitting', { meeting: newMeeting });
    sendError(actor, 'createMeeting', invalidLink);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectAddMeetingError(actor.getSnapshot())).toEqual({
      message: 'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.',
    });
    expect(actor.getSnapshot().context.meeting).toEqual(newMeeting);
  });

  it('submitting -> failed with the network key when the server cannot be reached', () => {
    const actor = startIn('submitting', { meeting: newMeeting });
    sendError(actor, 'createMeeting', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(selectAddMeetingError(actor.getSnapshot())).toEqual({
      key: 'errors:request.network',
      status: 'FETCH_ERROR',
    });
  });

  it('failed -> submitting again, the error cleared', () => {
    const actor = startIn('failed', { meeting: newMeeting, error: { message: 'x' } });
    actor.send({ type: 'meeting.submit', meeting: { ...newMeeting, title: 'Outra' } });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.meeting?.title).toBe('Outra');
  });

  it('submitting -> done keeps the created meeting', () => {
    const actor = startIn('submitting', { meeting: newMeeting });
    sendDone(actor, 'createMeeting', created);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.created).toEqual(created);
  });
});
