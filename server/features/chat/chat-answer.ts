import {
  ChatAiError,
  type ChatAi,
  type ChatRequest,
  type ChatResult,
} from '../../providers/ai/chat/chat-ai.ts';
import type { ChatMessage, ChatStreamEvent } from '../../../src/api-contract/chat.ts';
import type { ChatContext } from './chat-context.ts';
import type { NewChatMessage } from './chat.repository.ts';

const unexpectedFailure =
  'Não consegui gerar a resposta por um erro inesperado. Sua pergunta ficou salva: tente de novo em instantes.';

function withoutTranscript(titles: string[]): string {
  if (titles.length === 1) {
    return (
      `A reunião “${titles[0]}” ainda não tem transcrição pronta, então ainda não há o que responder sobre ` +
      'ela. Pergunte de novo quando a transcrição terminar.'
    );
  }
  return (
    `Nenhuma das ${titles.length} reuniões escolhidas tem transcrição pronta, então ainda não há o que ` +
    'responder sobre elas. Pergunte de novo quando as transcrições terminarem.'
  );
}

/** Said after a complete answer about several meetings when some of them could not be read. */
const notConsulted = (titles: string[]) =>
  `\n\nSem transcrição pronta, não consultei: ${titles.map((title) => `“${title}”`).join(', ')}.`;

/**
 * The events of one answer: the stored question, the answer's pieces as the AI produces them, then the
 * stored answer. Runs to its end even when the person stops it (the caller keeps reading after the client
 * left): then production stops at once and what was produced is stored as `stopped`. A failure of the AI
 * is stored as a `failed` answer whose content says why; the question stays stored either way.
 */
export async function* answerEvents(deps: {
  ai: ChatAi;
  asked: ChatMessage;
  request: Omit<ChatRequest, 'meetings' | 'signal'>;
  context: ChatContext;
  signal: AbortSignal;
  save: (answer: NewChatMessage) => Promise<ChatMessage>;
}): AsyncGenerator<ChatStreamEvent> {
  const { context, signal } = deps;
  const stored = (status: ChatMessage['status'], result: ChatResult) =>
    deps.save({ role: 'assistant', ...result, contextMeetingIds: context.ids, status });

  yield { type: 'question', message: deps.asked };
  if (context.ready.length === 0) {
    const message = await stored('failed', { content: withoutTranscript(context.notReady), citations: [] });
    yield { type: 'answer', message };
    return;
  }

  const answer = deps.ai.answer({ ...deps.request, meetings: context.ready, signal });
  let failure: unknown;
  try {
    for await (const text of answer.pieces) {
      if (signal.aborted) break;
      yield { type: 'delta', text };
    }
  } catch (error) {
    if (!signal.aborted) failure = error;
  }

  if (failure !== undefined) {
    if (!(failure instanceof ChatAiError)) console.error('[chat] the answer failed:', failure);
    const reason = failure instanceof ChatAiError ? failure.message : unexpectedFailure;
    yield { type: 'answer', message: await stored('failed', { content: reason, citations: [] }) };
    return;
  }
  if (signal.aborted) {
    yield { type: 'answer', message: await stored('stopped', answer.result()) };
    return;
  }
  const result = answer.result();
  if (context.notReady.length > 0) {
    const note = notConsulted(context.notReady);
    yield { type: 'delta', text: note };
    result.content += note;
  }
  yield { type: 'answer', message: await stored('complete', result) };
}
