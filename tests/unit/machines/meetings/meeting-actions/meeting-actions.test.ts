import { describe, expect, it } from 'vitest';
import { forbiddenError, meetingOf } from '../../../../model/meetings/meeting-detail.fixtures.ts';
import { deferred } from '../../../../support/deferred.ts';
import { flush } from '../meeting-detail/support.ts';
import { startMeetingActions } from './support.ts';

describe('meeting-actions: title', () => {
  it('saves the trimmed title with PATCH and reports the saved meeting to the page', async () => {
    const saved: string[] = [];
    const { actor, reports } = startMeetingActions({
      saveTitle: async ({ title }) => {
        saved.push(title);
        return meetingOf({ title });
      },
    });
    actor.send({ type: 'title.edit' });
    expect(actor.getSnapshot().context.titleDraft).toBe(meetingOf().title);
    actor.send({ type: 'title.save', title: '  Novo título  ' });
    expect(actor.getSnapshot().value).toBe('savingTitle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(saved).toEqual(['Novo título']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.meeting.title).toBe('Novo título');
    expect(reports).toEqual([{ type: 'meeting.saved', meeting: meetingOf({ title: 'Novo título' }) }]);
  });

  it('refuses a blank title and keeps the typed one when saving fails', async () => {
    const { actor, reports } = startMeetingActions({ saveTitle: () => Promise.reject(forbiddenError) });
    actor.send({ type: 'title.edit' });
    actor.send({ type: 'title.save', title: '   ' });
    expect(actor.getSnapshot().value).toBe('editingTitle');
    actor.send({ type: 'title.save', title: 'Título do vendedor' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editingTitle');
    expect(actor.getSnapshot().context.titleDraft).toBe('Título do vendedor');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      key: 'errors:request.refused',
      detail: 'Somente o dono da reunião ou um administrador pode alterá-la.',
    });
    expect(reports).toEqual([]);
    actor.send({ type: 'title.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('starts the form from the meeting the page last told it', () => {
    const { actor } = startMeetingActions();
    actor.send({ type: 'meeting.changed', meeting: meetingOf({ title: 'Título do servidor' }) });
    actor.send({ type: 'title.edit' });
    expect(actor.getSnapshot().context.titleDraft).toBe('Título do servidor');
  });
});

describe('meeting-actions: actions', () => {
  it('disables an enabled meeting and enables a disabled one, never the other way round', async () => {
    const calls: boolean[] = [];
    const { actor, reports } = startMeetingActions({
      setEnabled: async ({ enabled }) => {
        calls.push(enabled);
        return meetingOf({ isEnabled: enabled });
      },
    });
    expect(actor.getSnapshot().can({ type: 'meeting.enable' })).toBe(false);
    actor.send({ type: 'meeting.disable' });
    expect(actor.getSnapshot().value).toBe('disabling');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.meeting.isEnabled).toBe(false);
    // A disabled meeting's bot stays away.
    expect(actor.getSnapshot().can({ type: 'bot.restart' })).toBe(false);
    actor.send({ type: 'meeting.enable' });
    await flush();
    expect(calls).toEqual([false, true]);
    expect(actor.getSnapshot().context.meeting.isEnabled).toBe(true);
    expect(reports.map((report) => report.type)).toEqual(['meeting.saved', 'meeting.saved']);
  });

  it('follows the meeting the page tells it: a meeting disabled elsewhere can be enabled', () => {
    const { actor } = startMeetingActions();
    actor.send({ type: 'meeting.changed', meeting: meetingOf({ isEnabled: false }) });
    expect(actor.getSnapshot().can({ type: 'meeting.enable' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'meeting.disable' })).toBe(false);
  });

  it('restarting the bot tells the page, so its bot status follows the new bot', async () => {
    const restarted = meetingOf({ status: 'joining_call' });
    const { actor, reports } = startMeetingActions({ restartBot: async () => restarted });
    actor.send({ type: 'bot.restart' });
    expect(actor.getSnapshot().value).toBe('restartingBot');
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(reports).toEqual([{ type: 'meeting.saved', meeting: restarted }, { type: 'bot.restarted' }]);
  });

  it('an uploaded meeting has no bot to restart', () => {
    const { actor } = startMeetingActions({}, meetingOf({ platform: 'upload', meetingUrl: null }));
    expect(actor.getSnapshot().can({ type: 'bot.restart' })).toBe(false);
  });

  it('a refused action says why and can be dismissed or tried again', async () => {
    let calls = 0;
    const { actor } = startMeetingActions({
      restartBot: () => (++calls === 1 ? Promise.reject(forbiddenError) : Promise.resolve(meetingOf())),
    });
    actor.send({ type: 'bot.restart' });
    await flush();
    expect(actor.getSnapshot().value).toBe('actionFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'bot.restart' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('deletes only after confirmation, and a cancel keeps the meeting', async () => {
    const removal = deferred<void>();
    const { actor } = startMeetingActions({ deleteMeeting: () => removal.promise });
    actor.send({ type: 'meeting.delete' });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'meeting.delete' });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    removal.resolve();
    await flush();
    expect(actor.getSnapshot().value).toBe('deleted');
    expect(actor.getSnapshot().status).toBe('done');
    // The page follows the output to its own end.
    expect(actor.getSnapshot().output).toEqual({ deletedMeetingId: 'meeting-1' });
  });

  it('a failed delete leaves the meeting on screen with the reason', async () => {
    const { actor } = startMeetingActions({ deleteMeeting: () => Promise.reject(forbiddenError) });
    actor.send({ type: 'meeting.delete' });
    actor.send({ type: 'delete.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('actionFailed');
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
