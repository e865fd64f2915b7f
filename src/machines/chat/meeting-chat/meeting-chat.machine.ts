/*
 * A conversation with the AI about one meeting (the meeting page's panel) or about several picked from the
 * list (contextMeetingIds; that conversation starts empty).
 * - loading: GET the person's history for the meeting; loadFailed says why and can retry.
 * - idle: waits for a question (typed, or a suggested one).
 * - answering: the question is POSTed and its answer streams in (askChat reports the stored question, each
 *   piece of text, then the stored answer). A stop aborts the request: what was produced stays, marked
 *   stopped; if nothing was stored yet the question goes back to the input.
 * - failed: the request failed or the answer failed; says why, and the question is back in the input, so
 *   nothing typed is lost; retry asks it again.
 * The input's text lives here ('chat.type'), so a failure can give it back. The form checks a typed question
 * (src/views/meetings/meeting-detail/chat-form-schema.ts: not blank) before it sends 'chat.ask', and a
 * suggested one is never blank, so every question that arrives here is asked.
 */
import { assign, setup } from 'xstate';
import type { ChatMessage } from '../../../api-contract/chat.ts';
import { appError, describeError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { meetingChatActors, type ChatStreamReport } from './actors.ts';

export type MeetingChatContext = {
  meetingId: string;
  /** The meetings asked about across the list; null for the meeting's own chat. */
  contextMeetingIds: string[] | null;
  messages: ChatMessage[];
  /** What is typed in the input. */
  draft: string;
  /** The question being (or last) asked, for a retry and to give it back when it fails. */
  asked: string;
  /** The stored question of the answer streaming in, once the server has it. */
  pendingQuestion: ChatMessage | null;
  /** The answer's text so far. */
  partial: string;
  failure: AppError | null;
};

/**
 * A question to ask, trimmed and not blank: the typed one (it leaves the input) or a suggested one (what is
 * typed stays).
 */
type Ask = { question: string; from: 'input' | 'suggestion' };

export type MeetingChatEvent =
  | { type: 'chat.type'; text: string }
  | ({ type: 'chat.ask' } & Ask)
  | { type: 'chat.stop' }
  | { type: 'chat.retry' }
  | ChatStreamReport;

export type MeetingChatInput = { meetingId: string; contextMeetingIds?: string[] | null };

/** A message already shown (the same id) is replaced, never shown twice. */
const withMessage = (messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((shown) => shown.id === message.id)
    ? messages.map((shown) => (shown.id === message.id ? message : shown))
    : [...messages, message];

/** A stopped answer is kept as the person saw it; it takes its question's id and time (no clock in here). */
const stoppedAnswer = (question: ChatMessage, content: string): ChatMessage => ({
  id: `${question.id}:stopped`,
  role: 'assistant',
  content,
  citations: [],
  contextMeetingIds: question.contextMeetingIds,
  status: 'stopped',
  createdAt: question.createdAt,
});

export const meetingChatMachine = setup({
  types: {
    context: {} as MeetingChatContext,
    events: {} as MeetingChatEvent,
    input: {} as MeetingChatInput,
  },
  actors: meetingChatActors,
  guards: {
    asksAcrossMeetings: ({ context }) => context.contextMeetingIds !== null,
    questionStored: ({ context }) => context.pendingQuestion !== null,
    answerFailed: (_, answer: ChatMessage) => answer.status === 'failed',
  },
  actions: {
    // A suggested question leaves what is typed alone; a typed one leaves the input.
    takeQuestion: assign(({ context }, ask: Ask) => ({
      asked: ask.question,
      draft: ask.from === 'input' ? '' : context.draft,
      pendingQuestion: null,
      partial: '',
      failure: null,
    })),
    startAgain: assign({ draft: '', pendingQuestion: null, partial: '', failure: null }),
    showQuestion: assign(({ context }, question: ChatMessage) => ({
      messages: withMessage(context.messages, question),
      pendingQuestion: question,
    })),
    appendText: assign(({ context }, text: string) => ({ partial: context.partial + text })),
    keepAnswer: assign(({ context }, answer: ChatMessage) => ({
      messages: withMessage(context.messages, answer),
      pendingQuestion: null,
      partial: '',
    })),
    keepStopped: assign(({ context }) => ({
      messages: context.pendingQuestion
        ? withMessage(context.messages, stoppedAnswer(context.pendingQuestion, context.partial))
        : context.messages,
      pendingQuestion: null,
      partial: '',
    })),
    // Nothing was stored: the question goes back where it was typed.
    giveQuestionBack: assign(({ context }) => ({ draft: context.asked, pendingQuestion: null, partial: '' })),
    failAnswer: assign(({ context }, answer: ChatMessage) => ({
      draft: context.asked,
      pendingQuestion: null,
      partial: '',
      failure: appError('chat:failed.answer', answer.content),
    })),
    fail: failWith('request'),
    takeDraft: assign((_, draft: string) => ({ draft })),
    takeMessages: assign((_, messages: ChatMessage[]) => ({ messages, failure: null })),
    failRequest: assign(({ context }, error: unknown) => ({
      draft: context.asked,
      pendingQuestion: null,
      partial: '',
      failure: describeError(error, 'chat'),
    })),
  },
}).createMachine({
  id: 'meetingChat',
  description: 'Conversa com a IA sobre uma reunião ou sobre várias escolhidas na lista',
  meta: {
    events: {
      'chat.type': 'Pergunta digitada no campo',
      'xstate.done.actor.loadHistory': 'Conversa anterior carregada',
      'xstate.error.actor.loadHistory': 'Carregamento da conversa falhou',
      'chat.retry': 'Pediu para tentar de novo',
      'chat.ask': 'Pergunta enviada à IA',
      'chat.question': 'Pergunta registrada pelo servidor',
      'chat.delta': 'Trecho da resposta recebido',
      'chat.answer': 'Resposta da IA concluída',
      'chat.error': 'Pedido à IA falhou',
      'chat.stop': 'Pediu para interromper a resposta',
    },
  },
  context: ({ input }) => ({
    meetingId: input.meetingId,
    contextMeetingIds: input.contextMeetingIds ?? null,
    messages: [],
    draft: '',
    asked: '',
    pendingQuestion: null,
    partial: '',
    failure: null,
  }),
  on: { 'chat.type': { actions: { type: 'takeDraft', params: ({ event }) => event.text } } },
  initial: 'starting',
  states: {
    starting: {
      description: 'Começando: conversa de uma reunião ou de várias',
      always: [{ guard: 'asksAcrossMeetings', target: 'idle' }, { target: 'loading' }],
    },
    loading: {
      description: 'Carregando a conversa anterior sobre a reunião',
      tags: ['busy'],
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: { target: 'idle', actions: { type: 'takeMessages', params: ({ event }) => event.output } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar a conversa: deixa tentar de novo',
      tags: ['error'],
      on: { 'chat.retry': { target: 'loading' } },
    },
    idle: {
      description: 'Esperando a pessoa fazer uma pergunta',
      on: {
        'chat.ask': { target: 'answering', actions: { type: 'takeQuestion', params: ({ event }) => event } },
      },
    },
    answering: {
      description: 'IA respondendo: o texto chega aos poucos',
      tags: ['busy'],
      invoke: {
        id: 'askChat',
        src: 'askChat',
        input: ({ context }) => ({
          meetingId: context.meetingId,
          content: context.asked,
          contextMeetingIds: context.contextMeetingIds,
        }),
      },
      on: {
        'chat.question': { actions: { type: 'showQuestion', params: ({ event }) => event.message } },
        'chat.delta': { actions: { type: 'appendText', params: ({ event }) => event.text } },
        'chat.answer': [
          {
            guard: { type: 'answerFailed', params: ({ event }) => event.message },
            target: 'failed',
            actions: { type: 'failAnswer', params: ({ event }) => event.message },
          },
          { target: 'idle', actions: { type: 'keepAnswer', params: ({ event }) => event.message } },
        ],
        'chat.error': {
          target: 'failed',
          actions: { type: 'failRequest', params: errorOf },
        },
        'chat.stop': [
          { guard: 'questionStored', target: 'idle', actions: 'keepStopped' },
          { target: 'idle', actions: 'giveQuestionBack' },
        ],
      },
    },
    failed: {
      description: 'Falhou: mostra o erro, devolve a pergunta ao campo e deixa tentar de novo',
      tags: ['error'],
      on: {
        'chat.retry': { target: 'answering', actions: 'startAgain' },
        'chat.ask': { target: 'answering', actions: { type: 'takeQuestion', params: ({ event }) => event } },
      },
    },
  },
});
