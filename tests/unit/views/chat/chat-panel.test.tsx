import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AskInput, ChatStreamReport } from '../../../../src/machines/chat/meeting-chat/actors.ts';
import type { BotReport } from '../../../../src/machines/bot/bot-status/actors.ts';
import { meetingChatMachine } from '../../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import { botStatusMachine } from '../../../../src/machines/bot/bot-status/bot-status.machine.ts';
import { meetingActionsMachine } from '../../../../src/machines/meetings/meeting-actions/meeting-actions.machine.ts';
import { meetingDetailMachine } from '../../../../src/machines/meetings/meeting-detail/meeting-detail.machine.ts';
import type { ChatMessage } from '../../../../src/api-contract/chat.ts';
import type { Meeting } from '../../../../src/api-contract/meeting.ts';
import { MeetingChatContext } from '../../../../src/views/meetings/meeting-detail/chat-context.ts';
import { MeetingDetailContext } from '../../../../src/views/meetings/meeting-detail/meeting-detail-context.ts';
import { MeetingDetailScreen } from '../../../../src/views/meetings/meeting-detail/MeetingDetailScreen.tsx';
import {
  answer,
  chatNetworkError,
  chatRefusedError,
  failedAnswer,
  otherMeetingCitation,
  question,
} from '../../../model/chat/chat.fixtures.ts';
import { content, meetingOf } from '../../../model/meetings/meeting-detail.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const never = <T,>() => new Promise<T>(() => {});

/** The answer's stream as the test plays it: what was asked, and a way to send the server's lines. */
type Stream = { asked: AskInput[]; report: (event: ChatStreamReport) => void; stopped: boolean };

function renderPage(history: ChatMessage[] | (() => Promise<ChatMessage[]>) = []) {
  const stream: Stream = { asked: [], report: () => {}, stopped: false };
  const chatLogic = meetingChatMachine.provide({
    actors: {
      loadHistory: fromPromise(async (): Promise<ChatMessage[]> =>
        typeof history === 'function' ? history() : history,
      ),
      askChat: fromCallback<AnyEventObject, AskInput>(({ input, sendBack }) => {
        stream.asked.push(input);
        stream.stopped = false;
        stream.report = (event) => act(() => sendBack(event));
        return () => {
          stream.stopped = true;
        };
      }),
    },
  });
  const pageLogic = meetingDetailMachine.provide({
    actors: {
      loadMeeting: fromPromise(async () => meetingOf()),
      loadContent: fromPromise(async () => ({ ...content, meeting: meetingOf() })),
      // The header's requests are its actions child's.
      meetingActions: meetingActionsMachine.provide({
        actors: {
          saveTitle: fromPromise(() => never<Meeting>()),
          setEnabled: fromPromise(() => never<Meeting>()),
          restartBot: fromPromise(() => never<Meeting>()),
          deleteMeeting: fromPromise(() => never<void>()),
        },
      }),
      botStatus: botStatusMachine.provide({
        actors: {
          fetchBotReport: fromPromise(async (): Promise<BotReport> => ({
            status: 'done',
            exitReason: null,
            logs: [],
          })),
        },
      }),
    },
  });
  const location = memoryLocation({ path: '/meetings/meeting-1', record: true });
  renderView(
    <Router hook={location.hook}>
      <MeetingDetailContext.Provider logic={pageLogic} options={{ input: { meetingId: 'meeting-1' } }}>
        <MeetingChatContext.Provider logic={chatLogic} options={{ input: { meetingId: 'meeting-1' } }}>
          <MeetingDetailScreen />
        </MeetingChatContext.Provider>
      </MeetingDetailContext.Provider>
    </Router>,
  );
  return { stream, location };
}

const panel = () => screen.findByRole('region', { name: 'Pergunte à IA' });
const log = () => screen.getByRole('log', { name: 'Conversa com a IA' });

describe('the chat panel on the meeting page', () => {
  it('offers the suggested first questions; the answer streams in, then its citations seek the player', async () => {
    const user = userEvent.setup();
    const { stream } = renderPage();
    const chat = await panel();
    const suggestions = within(chat).getByRole('list', { name: 'Perguntas sugeridas' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Quais foram as objeções?', 'Quais os próximos passos?', 'Resuma em 5 tópicos']);

    await user.click(within(chat).getByRole('button', { name: 'Quais os próximos passos?' }));
    expect(stream.asked).toEqual([
      { meetingId: 'meeting-1', content: 'Quais os próximos passos?', contextMeetingIds: null },
    ]);
    expect(within(log()).getByText('Quais os próximos passos?')).toBeTruthy();
    expect(within(log()).getByText('A IA está respondendo…')).toBeTruthy();
    expect(within(chat).queryByRole('list', { name: 'Perguntas sugeridas' })).toBeNull();

    stream.report({ type: 'chat.question', message: question });
    stream.report({ type: 'chat.delta', text: 'Enviar a proposta ' });
    expect(within(log()).getByText('Enviar a proposta')).toBeTruthy();
    stream.report({ type: 'chat.delta', text: 'do piloto [1].' });
    expect(within(log()).getByText('Enviar a proposta do piloto [1].')).toBeTruthy();
    stream.report({ type: 'chat.answer', message: answer });

    // One meeting's answer: its chips say the moment and who spoke, not the meeting's title again.
    const chip = within(log()).getByRole('button', { name: '0:20 · Carlos Lima' });
    const video = screen.getByLabelText('Vídeo da reunião') as HTMLVideoElement;
    await user.click(chip);
    expect(video.currentTime).toBe(20);
    expect(within(chat).queryByRole('button', { name: 'Parar resposta' })).toBeNull();
  });

  it('a citation of another meeting opens it at that moment', async () => {
    const user = userEvent.setup();
    const { location } = renderPage([
      question,
      { ...answer, content: 'O orçamento só sai em março [1].', citations: [otherMeetingCitation] },
    ]);
    await panel();
    await user.click(
      within(log()).getByRole('button', {
        name: `${otherMeetingCitation.meetingTitle} · 2:05 · Marina Alves`,
      }),
    );
    expect(location.history.at(-1)).toBe('/meetings/meeting-2?t=125');
  });

  it('stop keeps what was produced, marked as stopped, and the request is let go', async () => {
    const user = userEvent.setup();
    const { stream } = renderPage();
    const chat = await panel();
    await user.type(within(chat).getByLabelText('Sua pergunta'), 'Qual foi o orçamento?{Enter}');
    expect(stream.asked.at(-1)?.content).toBe('Qual foi o orçamento?');
    stream.report({ type: 'chat.question', message: { ...question, content: 'Qual foi o orçamento?' } });
    stream.report({ type: 'chat.delta', text: 'O orçamento cobre' });
    await user.click(within(chat).getByRole('button', { name: 'Parar resposta' }));

    expect(stream.stopped).toBe(true);
    expect(within(log()).getByText('O orçamento cobre')).toBeTruthy();
    expect(within(log()).getByText('Resposta interrompida.')).toBeTruthy();
    expect(within(chat).getByRole('button', { name: 'Perguntar' })).toBeTruthy();
  });

  it('a blank question is not asked (the button stays disabled, Enter sends nothing); a typed one is sent trimmed', async () => {
    const user = userEvent.setup();
    const { stream } = renderPage();
    const chat = await panel();
    const field = within(chat).getByLabelText('Sua pergunta');
    await user.type(field, '   {Enter}');
    const send = within(chat).getByRole('button', { name: 'Perguntar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, '  Quem decide a compra?  {Enter}');
    expect(stream.asked.map((asked) => asked.content)).toEqual(['Quem decide a compra?']);
  });

  it('a failed request says why and gives the question back; retry asks it again', async () => {
    const user = userEvent.setup();
    const { stream } = renderPage();
    const chat = await panel();
    const field = within(chat).getByLabelText('Sua pergunta') as HTMLTextAreaElement;
    await user.type(field, 'Quem decide a compra?');
    await user.click(within(chat).getByRole('button', { name: 'Perguntar' }));
    expect(field.value).toBe('');
    stream.report({ type: 'chat.error', error: chatNetworkError });

    expect(within(chat).getByRole('alert').textContent).toContain(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    expect(field.value).toBe('Quem decide a compra?');
    await user.click(within(chat).getByRole('button', { name: 'Tentar novamente' }));
    expect(stream.asked.map((asked) => asked.content)).toEqual([
      'Quem decide a compra?',
      'Quem decide a compra?',
    ]);
  });

  it('an answer the AI could not give says the reason and keeps the question', async () => {
    const user = userEvent.setup();
    const { stream } = renderPage();
    const chat = await panel();
    const field = within(chat).getByLabelText('Sua pergunta') as HTMLTextAreaElement;
    await user.type(field, 'Quem decide a compra?{Enter}');
    stream.report({ type: 'chat.question', message: question });
    stream.report({ type: 'chat.answer', message: failedAnswer });
    expect(within(chat).getByRole('alert').textContent).toContain('O serviço de IA não respondeu a tempo.');
    expect(field.value).toBe('Quem decide a compra?');
  });

  it('a history that cannot be loaded says why and loads again on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderPage(async () => {
      calls += 1;
      if (calls === 1) throw chatRefusedError;
      return [question, answer];
    });
    const chat = await panel();
    const alert = await within(chat).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar a conversa.');
    expect(alert.textContent).toContain('Reunião não encontrada.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(chat).findByText('Quais os próximos passos?')).toBeTruthy();
    expect(within(chat).queryByRole('list', { name: 'Perguntas sugeridas' })).toBeNull();
  });

  it('shows a listed answer as a list, without its hyphens, each item with its chips inline', async () => {
    renderPage([
      question,
      {
        ...answer,
        content:
          'O cliente levantou duas preocupações:\n\n- **Preço** acima do orçamento [1]\n- Hospedagem dos dados [1]',
      },
    ]);
    await panel();
    const items = within(within(log()).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Preço acima do orçamento 0:20 · Carlos Lima',
      'Hospedagem dos dados 0:20 · Carlos Lima',
    ]);
    expect(within(log()).getByText('O cliente levantou duas preocupações:')).toBeTruthy();
    expect(log().textContent).not.toMatch(/- |\*\*/);
  });

  it('renders answers as text, never as HTML', async () => {
    renderPage([question, { ...answer, content: '<img src=x onerror=alert(1)> Proposta [1]' }]);
    await panel();
    expect(within(log()).getByText(/<img src=x onerror=alert\(1\)> Proposta/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
