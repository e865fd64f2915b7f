import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  meetingShareMachine,
  type MeetingShareContext,
} from '../../../../../src/machines/sharing/meeting-share/meeting-share.machine.ts';
import {
  selectCanChoose,
  selectIsOn,
  selectPanelState,
  selectRevealedPassword,
  selectSettings,
  selectShareLink,
} from '../../../../../src/machines/sharing/meeting-share/selectors.ts';
import type { SavedShare } from '../../../../../src/machines/sharing/meeting-share/actors.ts';
import type { ShareSettings } from '../../../../../src/api-contract/share.ts';
import { generateSharePassword } from '../../../../../src/services/sharing/share.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  forbiddenShareError,
  shareChosen,
  shareOff,
  shareOn,
  shareUnavailableError,
} from '../../../../model/sharing/share.fixtures.ts';
import {
  selectFailure,
  selectIsUnavailable,
} from '../../../../../src/machines/sharing/meeting-share/selectors.ts';
import { defaultShareContent } from '../../../../../src/api-contract/share.ts';

const pending = <T>() => new Promise<T>(() => {});
const machine = meetingShareMachine.provide({
  actors: {
    loadShare: fromPromise(() => pending<ShareSettings>()),
    saveShare: fromPromise(() => pending<SavedShare>()),
    saveChoices: fromPromise(() => pending<ShareSettings>()),
    disableShare: fromPromise(() => pending<ShareSettings>()),
  },
});

const base: MeetingShareContext = {
  meetingId: 'meeting-1',
  settings: null,
  password: null,
  draft: '',
  changes: null,
  failure: null,
};

function startIn(value: string, context: Partial<MeetingShareContext> = {}) {
  const snapshot = machine.resolveState({ value, context: { ...base, ...context } });
  return createActor(machine, { snapshot, input: { meetingId: 'meeting-1' } }).start();
}

describe('meeting-share', () => {
  it('a server without public links (404) leaves the panel saying so, and it closes', () => {
    const actor = startIn('loading');
    sendError(actor, 'loadShare', shareUnavailableError);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(selectPanelState(actor.getSnapshot())).toBe('unavailable');
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(true);
    expect(selectFailure(actor.getSnapshot())?.key).toBe('errors:request.unavailable');
    actor.send({ type: 'share.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('closed until opened, then loading -> off or on', () => {
    const actor = createActor(machine, { input: { meetingId: 'meeting-1' } }).start();
    expect(selectPanelState(actor.getSnapshot())).toBe('closed');
    actor.send({ type: 'share.open' });
    expect(actor.getSnapshot().value).toBe('loading');
    sendDone(actor, 'loadShare', shareOff);
    expect(actor.getSnapshot().value).toBe('off');

    const on = startIn('loading');
    sendDone(on, 'loadShare', shareOn);
    expect(on.getSnapshot().value).toBe('on');
    expect(selectShareLink(on.getSnapshot(), 'http://localhost:4173')).toBe(
      'http://localhost:4173/s/share-abc',
    );
    expect(selectRevealedPassword(on.getSnapshot())).toBeNull();
  });

  it('loading -> loadFailed says why; share.retry loads again', () => {
    const actor = startIn('loading');
    sendError(actor, 'loadShare', forbiddenShareError);
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.key).toBe('errors:request.refused');
    actor.send({ type: 'share.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('off -> enabling with a typed password -> on, the password shown once', async () => {
    const saveShare = vi.fn<(input: { meetingId: string; password: string | null }) => Promise<SavedShare>>(
      async (input) => ({
        settings: shareOn,
        password: input.password ?? 'gerada',
      }),
    );
    const actor = createActor(
      meetingShareMachine.provide({
        actors: {
          loadShare: fromPromise(async () => shareOff),
          saveShare: fromPromise(({ input }) => saveShare(input)),
        },
      }),
      { input: { meetingId: 'meeting-1' } },
    ).start();
    actor.send({ type: 'share.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('off'));
    actor.send({ type: 'share.enable', password: 'senha-digitada' });
    expect(actor.getSnapshot().value).toBe('enabling');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('on'));
    expect(saveShare).toHaveBeenCalledWith({ meetingId: 'meeting-1', password: 'senha-digitada' });
    expect(selectRevealedPassword(actor.getSnapshot())).toBe('senha-digitada');
    // Closing forgets it: reopening never shows it again.
    actor.send({ type: 'share.close' });
    expect(actor.getSnapshot().context).toMatchObject({ password: null, settings: null, draft: '' });
  });

  it('a generated password is asked for with null', () => {
    const actor = startIn('off', { settings: shareOff });
    actor.send({ type: 'share.enable', password: null });
    expect(actor.getSnapshot().value).toBe('enabling');
    expect(actor.getSnapshot().context.draft).toBe('');
  });

  it('enabling -> off on a refusal, with the reason and the typed password kept', () => {
    const actor = startIn('enabling', { settings: shareOff, draft: 'senha-digitada' });
    sendError(actor, 'enableShare', forbiddenShareError);
    expect(actor.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.draft).toBe('senha-digitada');
    expect(actor.getSnapshot().context.failure?.detail).toBe(
      'Somente o dono da reunião ou um administrador pode alterá-la.',
    );
  });

  it('on -> changingPassword -> on with the new password; a refusal keeps the typed one', () => {
    const actor = startIn('on', { settings: shareOn });
    actor.send({ type: 'password.change', password: 'senha-nova-1' });
    expect(actor.getSnapshot().value).toBe('changingPassword');
    sendDone(actor, 'changePassword', { settings: shareOn, password: 'senha-nova-1' });
    expect(actor.getSnapshot().value).toBe('on');
    expect(selectRevealedPassword(actor.getSnapshot())).toBe('senha-nova-1');

    const failing = startIn('changingPassword', { settings: shareOn, draft: 'senha-nova-2' });
    sendError(failing, 'changePassword', forbiddenShareError);
    expect(failing.getSnapshot().value).toBe('on');
    expect(failing.getSnapshot().context.draft).toBe('senha-nova-2');
  });

  it('turning the link off asks first; cancel keeps it on', () => {
    const actor = startIn('on', { settings: shareOn });
    actor.send({ type: 'share.disable' });
    expect(actor.getSnapshot().value).toBe('confirmingDisable');
    actor.send({ type: 'disable.cancel' });
    expect(actor.getSnapshot().value).toBe('on');
    actor.send({ type: 'share.disable' });
    actor.send({ type: 'disable.confirm' });
    expect(actor.getSnapshot().value).toBe('disabling');
    sendDone(actor, 'disableShare', shareOff);
    expect(actor.getSnapshot().value).toBe('off');
    expect(selectShareLink(actor.getSnapshot(), 'http://localhost:4173')).toBeNull();
  });

  it('disabling -> on when refused, saying why', () => {
    const actor = startIn('disabling', { settings: shareOn });
    sendError(actor, 'disableShare', forbiddenShareError);
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.failure?.key).toBe('errors:request.refused');
  });

  it('on -> savingChoices -> on with what the server saved, the password just set still shown', () => {
    const changes = { content: { ...defaultShareContent, internalNotes: true }, expiresOn: '2026-03-20' };
    const actor = startIn('on', { settings: shareOn, password: 'senha-nova-1' });
    expect(selectCanChoose(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'choices.save', changes });
    expect(actor.getSnapshot().value).toBe('savingChoices');
    expect(actor.getSnapshot().context.changes).toEqual(changes);
    expect(selectIsOn(actor.getSnapshot())).toBe(true);
    expect(selectCanChoose(actor.getSnapshot())).toBe(false);
    sendDone(actor, 'saveChoices', shareChosen);
    expect(actor.getSnapshot().value).toBe('on');
    expect(selectSettings(actor.getSnapshot())).toEqual(shareChosen);
    expect(actor.getSnapshot().context).toMatchObject({ password: 'senha-nova-1', changes: null });
  });

  it('savingChoices -> on when refused, saying why and keeping what was saved before', () => {
    const changes = { content: defaultShareContent, expiresOn: '2020-01-01' };
    const actor = startIn('savingChoices', { settings: shareOn, changes });
    sendError(actor, 'saveChoices', forbiddenShareError);
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context.settings).toEqual(shareOn);
    expect(actor.getSnapshot().context.failure?.key).toBe('errors:request.refused');
  });

  it('share.refresh reads the openings again; a link turned off meanwhile shows off', () => {
    const actor = startIn('on', { settings: shareOn, password: 'senha-nova-1' });
    actor.send({ type: 'share.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    sendDone(actor, 'refreshShare', shareChosen);
    expect(actor.getSnapshot().value).toBe('on');
    expect(actor.getSnapshot().context).toMatchObject({ settings: shareChosen, password: 'senha-nova-1' });

    const turnedOff = startIn('refreshing', { settings: shareOn });
    sendDone(turnedOff, 'refreshShare', shareOff);
    expect(turnedOff.getSnapshot().value).toBe('off');

    const failing = startIn('refreshing', { settings: shareOn });
    sendError(failing, 'refreshShare', forbiddenShareError);
    expect(failing.getSnapshot().value).toBe('on');
    expect(failing.getSnapshot().context.failure).not.toBeNull();
  });

  it('busy states cannot be closed', () => {
    for (const state of [
      'loading',
      'enabling',
      'changingPassword',
      'savingChoices',
      'refreshing',
      'disabling',
    ]) {
      expect(startIn(state).getSnapshot().can({ type: 'share.close' })).toBe(false);
    }
  });
});

describe('generateSharePassword', () => {
  it('draws 16 characters from the unambiguous alphabet, differently each time', () => {
    const passwords = Array.from({ length: 20 }, generateSharePassword);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
    expect(new Set(passwords).size).toBe(20);
  });
});
