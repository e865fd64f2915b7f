import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AskInput } from '../../../../../src/machines/chat/meeting-chat/actors.ts';
import { meetingChatMachine } from '../../../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import {
  selectChatState,
  selectIsEmpty,
  selectPartial,
  selectUnstoredQuestion,
} from '../../../../../src/machines/chat/meeting-chat/selectors.ts';
import type { ChatMessage } from '../../../../../src/api-contract/chat.ts';
import { answer, chatNetworkError, failedAnswer, question } from '../../../../model/chat/chat.fixtures.ts';

function startChat({
  history = async (): Promise<ChatMessage[]> => [],
  contextMeetingIds,
}: { history?: () => Promise<ChatMessage[]>; contextMeetingIds?: string[] } = {}) {
  const asked: AskInput[] = [];
  const aborted: AskInput[] = [];
  const loadHistory = vi.fn<() => Promise<ChatMessage[]>>(history);
  const logic = meetingChatMachine.provide({
    actors: {
      loadHistory: fromPromise<ChatMessage[], { meetingId: string }>(() => loadHistory()),
      askChat: fromCallback<AnyEventObject, AskInput>(({ input }) => {
        asked.push(input);
        return () => aborted.push(input);
      }),
    },
  });
  const actor = createActor(logic, { input: { meetingId: 'meeting-1', contextMeetingIds } }).start();
  return { actor, asked, aborted, loadHistory };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('meeting-chat', () => {
  it('loads the history, then asks the typed question and appends the answer as it streams', async () => {
    const { actor, asked } = startChat();
    expect(selectChatState(actor.getSnapshot())).toBe('loading');
    await settle();
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'chat.type', text: '  Quais os próximos passos?  ' });
    // The form sends what it checked: trimmed, not blank (tests/unit/views/chat/chat-panel.test.tsx).
    actor.send({ type: 'chat.ask', question: 'Quais os próximos passos?', from: 'input' });
    expect(asked).toEqual([
      { meetingId: 'meeting-1', content: 'Quais os próximos passos?', contextMeetingIds: null },
    ]);
    expect(actor.getSnapshot().context.draft).toBe('');
    expect(selectUnstoredQuestion(actor.getSnapshot())).toBe('Quais os próximos passos?');

    actor.send({ type: 'chat.question', message: question });
    actor.send({ type: 'chat.delta', text: 'Enviar ' });
    actor.send({ type: 'chat.delta', text: 'a proposta [1].' });
    expect(selectUnstoredQuestion(actor.getSnapshot())).toBeNull();
    expect(selectPartial(actor.getSnapshot())).toBe('Enviar a proposta [1].');

    actor.send({ type: 'chat.answer', message: answer });
    expect(selectChatState(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual([question, answer]);
    expect(selectPartial(actor.getSnapshot())).toBeNull();
  });

  it('a suggested question is asked as it is and leaves what is typed in the input', async () => {
    const { actor, asked } = startChat();
    await settle();
    actor.send({ type: 'chat.type', text: 'Quem' });
    actor.send({ type: 'chat.ask', question: 'Resuma em 5 tópicos', from: 'suggestion' });
    expect(asked.map((input) => input.content)).toEqual(['Resuma em 5 tópicos']);
    expect(actor.getSnapshot().context.draft).toBe('Quem');
  });

  it('stop keeps what was produced as a stopped answer and aborts the request', async () => {
    const { actor, aborted } = startChat();
    await settle();
    actor.send({ type: 'chat.ask', question: 'Quais os próximos passos?', from: 'suggestion' });
    actor.send({ type: 'chat.question', message: question });
    actor.send({ type: 'chat.delta', text: 'Enviar a pro' });
    actor.send({ type: 'chat.stop' });

    expect(aborted).toHaveLength(1);
    expect(selectChatState(actor.getSnapshot())).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual([
      question,
      {
        id: `${question.id}:stopped`,
        role: 'assistant',
        content: 'Enviar a pro',
        citations: [],
        contextMeetingIds: question.contextMeetingIds,
        status: 'stopped',
        createdAt: question.createdAt,
      },
    ]);
  });

  it('stop before the server stored the question gives the question back to the input', async () => {
    const { actor } = startChat();
    await settle();
    actor.send({ type: 'chat.type', text: 'Qual o orçamento?' });
    actor.send({ type: 'chat.ask', question: 'Qual o orçamento?', from: 'input' });
    actor.send({ type: 'chat.stop' });
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.draft).toBe('Qual o orçamento?');
  });

  it('a failed request or answer says why, gives the question back, and retry asks it again', async () => {
    const { actor, asked } = startChat();
    await settle();
    actor.send({ type: 'chat.type', text: 'Quem decide?' });
    actor.send({ type: 'chat.ask', question: 'Quem decide?', from: 'input' });
    actor.send({ type: 'chat.error', error: chatNetworkError });
    expect(selectChatState(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      key: 'errors:request.network',
      status: 'FETCH_ERROR',
      detail: null,
    });
    expect(actor.getSnapshot().context.draft).toBe('Quem decide?');

    actor.send({ type: 'chat.retry' });
    expect(asked.map((input) => input.content)).toEqual(['Quem decide?', 'Quem decide?']);
    expect(actor.getSnapshot().context.draft).toBe('');
    actor.send({ type: 'chat.question', message: question });
    actor.send({ type: 'chat.answer', message: failedAnswer });
    expect(selectChatState(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({
      key: 'chat:failed.answer',
      status: null,
      detail: 'O serviço de IA não respondeu a tempo.',
    });
    expect(actor.getSnapshot().context.draft).toBe('Quem decide?');
  });

  it('a chat across meetings starts empty, without asking for a history, and asks with its meetings', async () => {
    const { actor, asked, loadHistory } = startChat({ contextMeetingIds: ['meeting-1', 'meeting-2'] });
    expect(selectChatState(actor.getSnapshot())).toBe('idle');
    expect(loadHistory).not.toHaveBeenCalled();
    actor.send({ type: 'chat.ask', question: 'Quais objeções se repetem?', from: 'suggestion' });
    expect(asked[0]?.contextMeetingIds).toEqual(['meeting-1', 'meeting-2']);
  });

  it('a history that fails to load can be retried', async () => {
    let calls = 0;
    const { actor } = startChat({
      history: async () => {
        calls += 1;
        if (calls === 1) throw chatNetworkError;
        return [question, answer];
      },
    });
    await settle();
    expect(selectChatState(actor.getSnapshot())).toBe('loadFailed');
    actor.send({ type: 'chat.retry' });
    await settle();
    expect(actor.getSnapshot().context.messages).toEqual([question, answer]);
  });
});
