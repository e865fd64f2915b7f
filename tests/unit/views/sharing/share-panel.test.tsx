import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMachine, fromPromise } from 'xstate';
import type { botStatusMachine } from '../../../../src/machines/bot/bot-status/bot-status.machine.ts';
import type { SavedShare } from '../../../../src/machines/sharing/meeting-share/actors.ts';
import { meetingShareMachine } from '../../../../src/machines/sharing/meeting-share/meeting-share.machine.ts';
import type { MeetingContent } from '../../../../src/machines/meetings/meeting-detail/actors.ts';
import { meetingDetailMachine } from '../../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import type { MeetingViewer } from '../../../../src/domain/meeting-access.ts';
import { MeetingDetailContext } from '../../../../src/views/meetings/meeting-detail/meeting-detail-context.ts';
import { MeetingShareContext } from '../../../../src/views/meetings/meeting-detail/meeting-share-context.ts';
import { SharePanel } from '../../../../src/views/meetings/meeting-detail/SharePanel.tsx';
import { meetingOf } from '../../../model/meetings/meeting-detail.fixtures.ts';
import { forbiddenShareError, shareOff, shareOn } from '../../../model/sharing/share.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const never = <T,>() => new Promise<T>(() => {});
const owner: MeetingViewer = { userId: meetingOf().owner.id, isAdmin: false };

function renderPanel(viewer: MeetingViewer, saveShare: (password: string | null) => Promise<SavedShare>) {
  const detail = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(async () => meetingOf()),
      loadContent: fromPromise(() => never<MeetingContent>()),
      botStatus: createMachine({}) as unknown as typeof botStatusMachine,
    },
  });
  const share = meetingShareMachine.provide({
    actors: {
      loadShare: fromPromise(async () => shareOff),
      saveShare: fromPromise<SavedShare, { meetingId: string; password: string | null }>(({ input }) =>
        saveShare(input.password),
      ),
      disableShare: fromPromise(async () => shareOff),
    },
  });
  renderView(
    <MeetingDetailContext.Provider logic={detail} options={{ input: { meetingId: 'meeting-1', viewer } }}>
      <MeetingShareContext.Provider logic={share} options={{ input: { meetingId: 'meeting-1' } }}>
        <SharePanel />
      </MeetingShareContext.Provider>
    </MeetingDetailContext.Provider>,
  );
}

describe('share panel', () => {
  it('is not offered to a viewer who may not change the meeting (a team leader)', async () => {
    renderPanel({ userId: 'leader-1', isAdmin: false }, () => never());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Compartilhar por link' })).toBeNull();
  });

  it('the owner turns the link on with a generated password, shown once with the link to copy', async () => {
    const saveShare = vi.fn<(password: string | null) => Promise<SavedShare>>(async (password) => ({
      settings: shareOn,
      password: password ?? 'Gerada23456789ab',
    }));
    renderPanel(owner, saveShare);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gerenciar link público' }));
    expect(await screen.findByText('O link público está desativado.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ativar com senha gerada' }));
    expect(saveShare).toHaveBeenCalledWith(null);
    expect(((await screen.findByLabelText('Link público')) as HTMLInputElement).value).toBe(
      `${window.location.origin}/s/share-abc`,
    );
    expect((screen.getByLabelText('Senha definida') as HTMLInputElement).value).toBe('Gerada23456789ab');

    // Closing forgets the password: reopening shows the link on, never the password again.
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByLabelText('Senha definida')).toBeNull();
  });

  it('a typed password is checked as the server checks it, and kept when the save is refused', async () => {
    renderPanel(owner, () => Promise.reject(forbiddenShareError));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gerenciar link público' }));
    const field = await screen.findByLabelText('Senha do link');
    await user.type(field, 'curta');
    await user.click(screen.getByRole('button', { name: 'Ativar com esta senha' }));
    expect(await screen.findByText('A senha precisa ter pelo menos 8 caracteres.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, 'senha-longa-1');
    await user.click(screen.getByRole('button', { name: 'Ativar com esta senha' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Somente o dono da reunião ou um administrador pode alterá-la.',
    );
    expect((screen.getByLabelText('Senha do link') as HTMLInputElement).value).toBe('senha-longa-1');
  });
});
