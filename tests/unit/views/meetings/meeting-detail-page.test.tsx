import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BotReport } from '../../../../src/machines/bot/bot-status/actors.ts';
import { botStatusMachine } from '../../../../src/machines/bot/bot-status/bot-status.machine.ts';
import type { MeetingContent } from '../../../../src/machines/meetings/meeting-detail/actors.ts';
import { meetingActionsMachine } from '../../../../src/machines/meetings/meeting-actions/meeting-actions.machine.ts';
import { meetingDetailMachine } from '../../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import { transcriptMachine } from '../../../../src/machines/transcripts/transcript/transcript.machine.ts';
import type { Transcription, UpdateTranscription } from '../../../../src/api-contract/transcription.ts';
import type { ChatMessage } from '../../../../src/api-contract/chat.ts';
import type { Meeting } from '../../../../src/api-contract/meeting.ts';
import { meetingChatMachine } from '../../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import { MeetingChatContext } from '../../../../src/views/meetings/meeting-detail/chat-context.ts';
import { MeetingDetailContext } from '../../../../src/views/meetings/meeting-detail/meeting-detail-context.ts';
import { MeetingDetailScreen } from '../../../../src/views/meetings/meeting-detail/MeetingDetailScreen.tsx';
import {
  content,
  meetingOf,
  networkError,
  renamedTranscription,
  waitingProviderContent,
} from '../../../model/meetings/meeting-detail.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const doneReport: BotReport = {
  status: 'done',
  exitReason: 'host_ended_call',
  logs: [
    {
      at: '2026-03-12T12:00:05.000Z',
      status: 'joining_call',
      source: 'bot',
      subCode: null,
      message: 'O bot está entrando na chamada.',
    },
    {
      at: '2026-03-12T12:30:00.000Z',
      status: 'done',
      source: 'bot',
      subCode: null,
      message: 'Transcrição pronta.',
    },
    {
      at: '2026-03-12T12:31:00.000Z',
      status: 'done',
      source: 'webhook',
      subCode: 'webhook_failed',
      message: 'Webhook: o evento não foi entregue após 6 tentativas.',
    },
  ],
};

type Fakes = {
  loadMeeting?: () => Promise<Meeting>;
  loadContent?: () => Promise<MeetingContent>;
  saveTitle?: (title: string) => Promise<Meeting>;
  deleteMeeting?: () => Promise<void>;
  saveTranscription?: (changes: UpdateTranscription) => Promise<typeof renamedTranscription>;
  report?: BotReport;
};

const never = <T,>() => new Promise<T>(() => {});

// The chat panel beside the content, with an empty conversation (its own tests are in chat-panel.test.tsx).
const quietChat = meetingChatMachine.provide({
  actors: {
    loadHistory: fromPromise(async (): Promise<ChatMessage[]> => []),
    askChat: fromCallback(() => {}),
  },
});

function renderPage(fakes: Fakes = {}) {
  // The server answers the same meeting to the header's load and to the content's.
  let lastMeeting = meetingOf();
  const logic = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(
        async () => (lastMeeting = await (fakes.loadMeeting ?? (async () => meetingOf()))()),
      ),
      loadContent: fromPromise(async () => ({
        ...(await (fakes.loadContent ?? (async () => content))()),
        meeting: lastMeeting,
      })),
      // The header's requests are its actions child's.
      meetingActions: meetingActionsMachine.provide({
        actors: {
          saveTitle: fromPromise(({ input }) => (fakes.saveTitle ?? never<Meeting>)(input.title)),
          setEnabled: fromPromise(() => never<Meeting>()),
          restartBot: fromPromise(() => never<Meeting>()),
          deleteMeeting: fromPromise(() => (fakes.deleteMeeting ?? never<void>)()),
        },
      }),
      transcript: transcriptMachine.provide({
        actors: {
          saveTranscription: fromPromise(({ input }) =>
            (fakes.saveTranscription ?? never<typeof renamedTranscription>)(input.changes),
          ),
          improveTranscription: fromPromise(() => never<typeof renamedTranscription>()),
        },
      }),
      botStatus: botStatusMachine.provide({
        actors: { fetchBotReport: fromPromise(async () => fakes.report ?? doneReport) },
      }),
    },
  });
  const location = memoryLocation({ path: '/meetings/meeting-1', record: true });
  const view = renderView(
    <Router hook={location.hook}>
      <MeetingDetailContext.Provider logic={logic} options={{ input: { meetingId: 'meeting-1' } }}>
        <MeetingChatContext.Provider logic={quietChat} options={{ input: { meetingId: 'meeting-1' } }}>
          <MeetingDetailScreen />
        </MeetingChatContext.Provider>
      </MeetingDetailContext.Provider>
    </Router>,
  );
  return { ...view, location };
}

const transcriptLines = async () =>
  within(await screen.findByRole('list', { name: 'Falas da transcrição' })).getAllByRole('listitem');

describe('meeting page', () => {
  it('shows the header in pt-BR, the bot timeline and why the bot left', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: meetingOf().title })).toBeTruthy();
    expect(screen.getByText(/12 de março de 2026/)).toBeTruthy();
    expect(screen.getByText('Valéria Souza, Carlos Lima')).toBeTruthy();
    expect(screen.getAllByText('Concluído').length).toBeGreaterThan(0);
    expect(await screen.findByText('Motivo da saída: O anfitrião encerrou a chamada.')).toBeTruthy();
    // Settled: the steps wait behind "Detalhes do bot".
    expect(screen.getByText('Detalhes do bot (3 etapas)').closest('details')?.open).toBe(false);
    const timeline = screen.getByRole('list', { name: 'Linha do tempo do bot' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getByText('O bot está entrando na chamada.')).toBeTruthy();
    // A follow-up's line names itself and carries no bot status.
    const followUp = within(timeline).getAllByRole('listitem')[2];
    expect(followUp?.textContent).toContain('Webhook: o evento não foi entregue após 6 tentativas.');
    expect(followUp?.textContent).not.toContain('(Concluído)');
  });

  it('renders server text as text, never as HTML', async () => {
    renderPage({ loadMeeting: async () => meetingOf({ title: '<img src=x onerror=alert(1)> Reunião' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)> Reunião' }),
    ).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('clicking a line seeks the player; answers and summary are shown with their passages', async () => {
    const user = userEvent.setup();
    renderPage();
    const lines = await transcriptLines();
    expect(lines).toHaveLength(3);
    const video = screen.getByLabelText('Vídeo da reunião') as HTMLVideoElement;
    await user.click(within(lines[2]!).getByRole('button', { name: /^0:20/ }));
    expect(video.currentTime).toBe(20);

    const answers = screen.getByRole('region', { name: 'Respostas do modelo' });
    expect(within(answers).getByText('O orçamento cobre a implantação.')).toBeTruthy();
    expect(within(answers).getByText('Sem resposta na conversa.')).toBeTruthy();
    await user.click(within(answers).getByRole('button', { name: /^0:08 “.*” \(ouvir o trecho\)$/ }));
    expect(video.currentTime).toBe(8);

    const summary = screen.getByRole('region', { name: 'Resumo' });
    expect(within(summary).getByText('Conversa sobre orçamento e implantação.')).toBeTruthy();
    expect(within(summary).getByText('Carlos Lima: 70%')).toBeTruthy();
    expect(within(summary).getByText('orçamento (2)')).toBeTruthy();
    expect(within(summary).getByText('Preço:')).toBeTruthy();
    await user.click(
      within(summary).getByRole('button', { name: /^Enviar a proposta\. .* \(ouvir em 0:20\)$/ }),
    );
    expect(video.currentTime).toBe(20);
    await user.click(
      within(summary).getByRole('button', { name: /^Preço: O Orçamento.* \(ouvir em 0:08\)$/ }),
    );
    expect(video.currentTime).toBe(8);
    const facts = within(summary).getByRole('list', { name: 'Valores e datas' });
    // The name starts with what is seen (WCAG 2.5.3); the moment is said after it.
    expect(within(facts).getByRole('button', { name: 'sexta-feira (ouvir em 0:20)' })).toBeTruthy();
  });

  it('shows the coaching figures beside their bands in words, and a moment off target seeks the player', async () => {
    const user = userEvent.setup();
    renderPage();
    await transcriptLines();
    const coaching = screen.getByRole('region', { name: 'Coaching' });
    expect(within(coaching).getByText('Lado do vendedor na transcrição: Valéria Souza')).toBeTruthy();
    const metrics = within(within(coaching).getByRole('list', { name: 'Métricas de coaching da reunião' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(metrics).toHaveLength(8);
    expect(metrics[0]).toBe('Fala do vendedor: 30,4%Meta: 35% a 65% · ↓ Abaixo da meta');
    expect(metrics[1]).toBe('Monólogo mais longo: 7 sMeta: até 2 min 30 s · ✓ Dentro da meta');
    expect(metrics[4]).toBe('Paciência (pausa antes de responder): 2 sMeta: 0,6 s a 1,5 s · ↑ Acima da meta');
    expect(metrics[7]).toBe('Palavras de preenchimento: Sem dadosMeta: até 4% · Não foi possível medir');
    const video = screen.getByLabelText('Vídeo da reunião') as HTMLVideoElement;
    await user.click(
      within(coaching).getByRole('button', {
        name: '0:08 · Ritmo de 51 palavras por minuto — Valéria Souza (ouvir a partir daqui)',
      }),
    );
    expect(video.currentTime).toBe(8);
  });

  it('says why coaching figures are missing: no seller recognised, or no transcript yet', async () => {
    const { unmount } = renderPage({
      loadContent: async () => ({
        ...content,
        coaching: { ...content.coaching!, sellerSpeakers: [], moments: [] },
      }),
    });
    expect(
      await screen.findByText(/Nenhum participante da transcrição foi reconhecido como o vendedor/),
    ).toBeTruthy();
    expect(screen.getByText('Nenhum momento fora da meta nesta reunião.')).toBeTruthy();
    unmount();
    renderPage({ loadContent: async () => ({ ...content, coaching: null }) });
    expect(
      await screen.findByText('As métricas de coaching aparecem quando a transcrição estiver pronta.'),
    ).toBeTruthy();
  });

  it('highlights the line being played', async () => {
    renderPage();
    await transcriptLines();
    const video = screen.getByLabelText('Vídeo da reunião') as HTMLVideoElement;
    video.currentTime = 9;
    video.dispatchEvent(new Event('timeupdate'));
    const lines = await transcriptLines();
    expect(lines[1]?.getAttribute('aria-current')).toBe('true');
    expect(lines[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('searches the transcript with a count and next/previous', async () => {
    const user = userEvent.setup();
    renderPage();
    await transcriptLines();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar na transcrição' }), 'orcamento');
    expect(screen.getByText('2 trechos encontrados · 1 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próximo trecho encontrado' }));
    expect(screen.getByText('2 trechos encontrados · 2 de 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trecho anterior encontrado' }));
    expect(screen.getByText('2 trechos encontrados · 1 de 2')).toBeTruthy();
  });

  it('renames a speaker through the transcript', async () => {
    const user = userEvent.setup();
    const save = vi.fn<(changes: UpdateTranscription) => Promise<Transcription>>(
      async () => renamedTranscription,
    );
    renderPage({ saveTranscription: save });
    const lines = await transcriptLines();
    await user.click(within(lines[0]!).getByRole('button', { name: 'Renomear participante: Carlos Lima' }));
    const field = screen.getByLabelText('Novo nome para Carlos Lima');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe o novo nome do participante.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await user.type(field, 'Carlos (cliente)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(save).toHaveBeenCalledWith({ renameSpeaker: { from: 'Carlos Lima', to: 'Carlos (cliente)' } });
    expect(await screen.findAllByText('Carlos (cliente)')).toHaveLength(2);
    expect(screen.queryByLabelText('Novo nome para Carlos Lima')).toBeNull();
  });

  it('an uploaded recording without a provider says the transcript waits for one', async () => {
    renderPage({
      loadMeeting: async () => meetingOf({ platform: 'upload', meetingUrl: null, exitReason: null }),
      loadContent: async () => ({ ...waitingProviderContent, media: null }),
      report: { status: 'recording_succeeded', exitReason: null, logs: [] },
    });
    expect(await screen.findByText(/^Transcrição aguardando um provedor de voz para texto/)).toBeTruthy();
    expect(screen.getByText('Esta reunião não tem gravação.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Falas da transcrição' })).toBeNull();
    // No bot for an upload: nothing to restart.
    expect(screen.queryByRole('button', { name: 'Reiniciar o bot' })).toBeNull();
  });

  it('renames the title inline and keeps the typed text when the save fails', async () => {
    const user = userEvent.setup();
    const titles: string[] = [];
    renderPage({
      saveTitle: async (title) => {
        titles.push(title);
        if (titles.length === 1) throw networkError;
        return meetingOf({ title });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Editar título' }));
    const field = screen.getByLabelText('Título da reunião');
    await user.clear(field);
    await user.type(field, 'Proposta revisada');
    await user.click(screen.getByRole('button', { name: 'Salvar título' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível salvar o título');
    expect((screen.getByLabelText('Título da reunião') as HTMLInputElement).value).toBe('Proposta revisada');
    await user.click(screen.getByRole('button', { name: 'Salvar título' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposta revisada' })).toBeTruthy();
    expect(titles).toEqual(['Proposta revisada', 'Proposta revisada']);
  });

  it('deletes only after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const remove = vi.fn<() => Promise<void>>(async () => {});
    const { location } = renderPage({ deleteMeeting: remove });
    // The administrative actions sit behind "Mais ações"; choosing one closes the menu.
    await user.click(await screen.findByText('Mais ações'));
    await user.click(screen.getByRole('button', { name: 'Excluir reunião' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir esta reunião?' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter reunião' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByText('Mais ações'));
    await user.click(screen.getByRole('button', { name: 'Excluir reunião' }));
    await user.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(remove).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/meetings'));
  });

  it('a failed load says so and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage({
      loadMeeting: () => (++calls === 1 ? Promise.reject(networkError) : Promise.resolve(meetingOf())),
    });
    expect(await screen.findByText('Não foi possível carregar a reunião')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: meetingOf().title })).toBeTruthy();
  });
});
