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
import {
  forbiddenShareError,
  shareChosen,
  shareOff,
  shareOn,
} from '../../../model/sharing/share.fixtures.ts';
import type { ShareSettings, UpdateShare } from '../../../../src/api-contract/share.ts';
import { renderView } from '../support/render-app.tsx';

const never = <T,>() => new Promise<T>(() => {});
const owner: MeetingViewer = { userId: meetingOf().owner.id, isAdmin: false };

function renderPanel(
  viewer: MeetingViewer,
  saveShare: (password: string | null) => Promise<SavedShare>,
  {
    initial = shareOff,
    saveChoices = () => never<ShareSettings>(),
  }: {
    initial?: ShareSettings;
    saveChoices?: (changes: UpdateShare) => Promise<ShareSettings>;
  } = {},
) {
  const detail = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(async () => meetingOf()),
      loadContent: fromPromise(() => never<MeetingContent>()),
      botStatus: createMachine({}) as unknown as typeof botStatusMachine,
    },
  });
  const share = meetingShareMachine.provide({
    actors: {
      loadShare: fromPromise(async () => initial),
      saveChoices: fromPromise<ShareSettings, { meetingId: string; changes: UpdateShare }>(({ input }) =>
        saveChoices(input.changes),
      ),
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

  it('the owner sees the openings and chooses what the link shows, internal notes off at first', async () => {
    const saveChoices = vi.fn<(changes: UpdateShare) => Promise<ShareSettings>>(async () => shareChosen);
    renderPanel(owner, () => never(), { initial: shareOn, saveChoices });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gerenciar link público' }));
    expect(await screen.findByText('Ninguém abriu o link ainda.')).toBeTruthy();
    const notes = screen.getByRole('checkbox', { name: 'Anotações internas' }) as HTMLInputElement;
    expect(notes.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Resumo' }) as HTMLInputElement).checked).toBe(true);

    await user.click(notes);
    const expiry = screen.getByLabelText('Expira em (opcional)');
    await user.type(expiry, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar escolhas' }));
    expect(await screen.findByText('Informe a data como dd/mm/aaaa.')).toBeTruthy();
    expect(saveChoices).not.toHaveBeenCalled();

    await user.clear(expiry);
    await user.type(expiry, '20/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar escolhas' }));
    expect(saveChoices).toHaveBeenCalledWith({
      content: { ...shareOn.content, internalNotes: true },
      expiresOn: '2026-03-20',
    });
    expect(await screen.findByText(/^Aberto 3 vezes; a última em 13\/03\/2026/)).toBeTruthy();
    expect(screen.getByText('Expira ao fim de 20/03/2026.')).toBeTruthy();
    expect((screen.getByLabelText('Expira em (opcional)') as HTMLInputElement).value).toBe('20/03/2026');
  });

  it('a refused choice keeps what was ticked and typed', async () => {
    renderPanel(owner, () => never(), {
      initial: shareOn,
      saveChoices: () => Promise.reject(forbiddenShareError),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gerenciar link público' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Transcrição' }));
    await user.type(screen.getByLabelText('Expira em (opcional)'), '20/03/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar escolhas' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Somente o dono da reunião ou um administrador pode alterá-la.',
    );
    expect((screen.getByRole('checkbox', { name: 'Transcrição' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Expira em (opcional)') as HTMLInputElement).value).toBe('20/03/2026');
  });
});
