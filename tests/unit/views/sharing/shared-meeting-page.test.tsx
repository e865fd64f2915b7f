import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { sharedMeetingMachine } from '../../../../src/machines/sharing/shared-meeting/shared-meeting.machine.ts';
import type { SharedMeeting, SharedVideo } from '../../../../src/api-contract/share.ts';
import type { ShareCredentials } from '../../../../src/services/sharing/share.ts';
import { SharedMeetingContext } from '../../../../src/views/sharing/shared-meeting/shared-meeting-context.ts';
import { SharedMeetingScreen } from '../../../../src/views/sharing/shared-meeting/SharedMeetingScreen.tsx';
import {
  expiredError,
  refusedError,
  sharedMeeting,
  sharedVideo,
  sharedWithNotes,
} from '../../../model/sharing/share.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

/**
 * The guest page with the share endpoints faked: only `senha-certa` opens the link, showing `meeting` (or
 * saying the link expired, when `meeting` is the 410).
 */
function renderPage(meeting: SharedMeeting | Error = sharedMeeting) {
  const asked: ShareCredentials[] = [];
  const logic = sharedMeetingMachine.provide({
    actors: {
      loadMeeting: fromPromise<SharedMeeting, ShareCredentials>(async ({ input }) => {
        asked.push(input);
        if (input.password !== 'senha-certa') throw refusedError;
        if (meeting instanceof Error) throw meeting;
        return meeting;
      }),
      loadVideo: fromPromise<SharedVideo, ShareCredentials>(async () => sharedVideo),
    },
  });
  renderView(
    <SharedMeetingContext.Provider logic={logic} options={{ input: { shareId: 'share-abc' } }}>
      <SharedMeetingScreen />
    </SharedMeetingContext.Provider>,
    '/s/share-abc',
  );
  return { asked };
}

async function openWith(password: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Senha'));
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Abrir reunião' }));
  return user;
}

describe('shared meeting page', () => {
  it('is noindex and sends no referrer while mounted', () => {
    renderPage();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('asks for the password; a wrong one says "Link ou senha inválidos." and keeps the form', async () => {
    const { asked } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reunião compartilhada' })).toBeTruthy();
    await openWith('senha-errada');
    expect((await screen.findByRole('alert')).textContent).toBe('Link ou senha inválidos.');
    expect(asked).toEqual([{ shareId: 'share-abc', password: 'senha-errada' }]);
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(localStorage.length).toBe(0);
  });

  it('an empty password is refused by the form, not sent', async () => {
    const { asked } = renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir reunião' }));
    expect(await screen.findByText('Digite a senha.')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('the right password shows the meeting under its company, opening on the summary, without internal notes', async () => {
    renderPage();
    await openWith('senha-certa');
    expect(await screen.findByRole('heading', { level: 1, name: sharedMeeting.title })).toBeTruthy();
    expect(screen.getByText('Demo Vendas Ltda compartilhou esta reunião com você.')).toBeTruthy();
    expect(screen.getByText('Valéria Souza, Carlos Lima')).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'Conteúdo da reunião' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Resumo', 'true'],
      ['Transcrição', 'false'],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Resumo' });
    expect(within(panel).getByText('O cliente quer a proposta até sexta.')).toBeTruthy();
    expect(within(panel).getByText(/Enviar a proposta\./)).toBeTruthy();
    expect(within(panel).queryByRole('heading', { name: 'Anotações da equipe' })).toBeNull();
    expect(within(panel).queryByText('Qual é o orçamento do cliente?')).toBeNull();
  });

  it('the transcript tab: lines that seek the player, read-only, searchable; arrows move between tabs', async () => {
    renderPage();
    const user = await openWith('senha-certa');
    const summaryTab = await screen.findByRole('tab', { name: 'Resumo' });
    summaryTab.focus();
    await user.keyboard('{ArrowRight}');
    const transcriptTab = screen.getByRole('tab', { name: 'Transcrição' });
    expect(transcriptTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(transcriptTab);

    const lines = within(screen.getByRole('list', { name: 'Falas da transcrição' })).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Corrigir fala/ })).toBeNull();
    const audio = (await screen.findByLabelText('Áudio da reunião')) as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe(sharedVideo.url);
    await user.click(within(lines[2]!).getByRole('button', { name: /^0:20/ }));
    expect(audio.currentTime).toBe(20);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar na transcrição' }), 'orcamento');
    expect(screen.getByText(/2 trechos encontrados/)).toBeTruthy();
  });

  it("the internal notes, when the owner shares them: objections, amounts and the template's answers", async () => {
    renderPage(sharedWithNotes);
    await openWith('senha-certa');
    const panel = await screen.findByRole('tabpanel', { name: 'Resumo' });
    expect(within(panel).getByRole('heading', { name: 'Anotações da equipe' })).toBeTruthy();
    expect(within(panel).getByText(/Está caro para este trimestre\./)).toBeTruthy();
    expect(within(panel).getByText('R$ 10.000,00/mês:', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('Qual é o orçamento do cliente?')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^0:08 “.*” \(ouvir o trecho\)$/ })).toBeTruthy();
  });

  it('only the parts the owner shares: no transcript tab, no player', async () => {
    renderPage({
      ...sharedMeeting,
      shows: { ...sharedMeeting.shows, transcript: false, recording: false },
      hasRecording: false,
      segments: [],
    });
    await openWith('senha-certa');
    const tabs = within(await screen.findByRole('tablist', { name: 'Conteúdo da reunião' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Resumo']);
    expect(screen.queryByRole('region', { name: 'Gravação' })).toBeNull();
    expect(screen.queryByLabelText('Áudio da reunião')).toBeNull();
  });

  it('an expired link says so in Portuguese, with no form to try again', async () => {
    renderPage(expiredError);
    await openWith('senha-certa');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este link expirou. Peça um novo link a quem compartilhou a reunião.',
    );
    expect(screen.queryByLabelText('Senha')).toBeNull();
  });
});
