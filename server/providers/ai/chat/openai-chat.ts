import { estimateTokens, numberedLine, transcriptBudget, type ShownLine } from '../model-context.ts';
import type { OpenAiSettings } from '../openai-compatible.ts';
import { meaningScores, type MeaningScores } from '../embeddings.ts';
import { linesForModel } from '../passage-selection.ts';
import {
  ChatAiError,
  type ChatAi,
  type ChatAnswer,
  type ChatContextMeeting,
  type ChatRequest,
} from './chat-ai.ts';
import { citedAnswer } from './citations.ts';
import { completionDeltas } from './completion-stream.ts';
import { notFoundIn } from './compose.ts';
import { createEmbeddedChatAi } from './embedded.ts';
import { citationOf, meetingName, momentOf, quoteOf } from './format.ts';

/** A streamed answer may take a while; a provider that stops answering must not hold the request forever. */
const defaultTimeoutMs = 120_000;

/** Said before the embedded AI's answer when the model could not give one. */
export const embeddedAnswerNote =
  'O modelo de IA configurado não respondeu agora; esta resposta foi montada pela IA embutida do Pauta.\n\n';

const instructions = [
  'Você é o assistente de uma equipe de vendas brasileira e responde perguntas sobre reuniões de vendas.',
  'Responda em português do Brasil com frases curtas e diretas, em texto corrido: sem listas com hífens,',
  'sem asteriscos nem títulos. Diga quem disse ou se comprometeu com o quê, em terceira pessoa.',
  'Use somente as falas numeradas das transcrições que vêm com a pergunta; nunca invente nem complete.',
  'Depois de cada afirmação, cite a fala em que ela se baseia com o número entre colchetes, por exemplo [12].',
  'Ao falar de mais de uma reunião, diga de qual reunião é cada ponto.',
  'Se as falas não respondem à pergunta, diga claramente que não encontrou isso nas reuniões.',
].join(' ');

/**
 * Chat through an OpenAI-compatible endpoint (AI_BASE_URL) with streamed chat completions. The model reads
 * each meeting's whole transcript when they fit its context (AI_CONTEXT_TOKENS), else the lines
 * passage-selection picks for the question and the call's structure, numbered `[n]` under the meeting's
 * title and day, with the last turns of the conversation; the citations are the lines its `[n]` markers
 * name, and an answer naming none is replaced by a plain "not found" (citations.ts). When the model fails
 * before saying anything (an error, a timeout), the embedded chat answers, after a note that says so.
 * Stopping the answer aborts the request to the provider.
 */
export function createOpenAiChatAi(settings: OpenAiSettings): ChatAi {
  const embedded = createEmbeddedChatAi();
  const nearness = meaningScores(settings);
  return {
    answer(request) {
      const modelAnswer = once(async () => {
        const shown = await shownLines(request, settings.contextTokens, nearness);
        const passages = shown.flatMap(({ meeting, lines }) =>
          lines.map(({ segment }) => citationOf(meeting, segment, quoteOf(segment.text))),
        );
        const options = { notFound: notFoundIn(request.meetings), signal: request.signal };
        if (passages.length === 0) return citedAnswer([], none(), options);
        return citedAnswer(passages, streamed(settings, request, transcriptText(shown)), {
          ...options,
          onDropped: (count) =>
            console.warn(`[ai] dropped ${count} chat citations from ${settings.model}: named no line shown`),
        });
      });
      return orEmbedded(modelAnswer, () => embedded.answer(request));
    },
  };
}

async function* none(): AsyncGenerator<string> {}

/** An answer made when its pieces are first read: the lines are picked (maybe by embeddings) first. */
function once(make: () => Promise<ChatAnswer>): ChatAnswer {
  let made: ChatAnswer | undefined;
  async function* pieces() {
    made = await make();
    yield* made.pieces;
  }
  return { pieces: pieces(), result: () => made?.result() ?? { content: '', citations: [] } };
}

/** Every meeting's lines the model reads: all of them when they fit, else a fair share each. */
async function shownLines(request: ChatRequest, contextTokens: number | undefined, nearness: MeaningScores) {
  const conversation = request.history.map((turn) => turn.content).join('\n') + request.question;
  let budget = transcriptBudget(contextTokens) - estimateTokens(conversation);
  // "E o prazo disso?": a follow-up is looked up with the question before it.
  const previous = request.history.findLast((turn) => turn.role === 'user')?.content;
  const questions = previous ? [previous, request.question] : [request.question];
  // Smallest first: what a short meeting leaves of its share goes to the longer ones.
  const bySize = request.meetings.toSorted((a, b) => a.segments.length - b.segments.length);
  const lines = new Map<ChatContextMeeting, ShownLine[]>();
  for (const [position, meeting] of bySize.entries()) {
    const share = Math.floor(budget / (bySize.length - position));
    const picked = await linesForModel(meeting.segments, share, questions, nearness);
    lines.set(meeting, picked);
    budget -= picked.reduce(
      (sum, line) => sum + estimateTokens(numberedLine(line.segment, line.index)) + 1,
      0,
    );
  }
  return request.meetings.map((meeting) => ({ meeting, lines: lines.get(meeting) ?? [] }));
}

/** The meetings' lines numbered `[n]` across the answer, each meeting under its title and day. */
function transcriptText(shown: { meeting: ChatContextMeeting; lines: ShownLine[] }[]): string {
  let number = 0;
  return shown
    .filter(({ lines }) => lines.length > 0)
    .map(({ meeting, lines }) =>
      [
        `Reunião ${meetingName(meeting)}:`,
        ...lines.map(({ segment }) => {
          number += 1;
          return `[${number}] ${momentOf(segment.startSeconds)} ${segment.speaker}: ${segment.text}`;
        }),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * The model's answer, or, when it fails before its first piece, the embedded AI's after a note. A failure
 * after the answer began is the model's own (ChatAiError): what was shown cannot be taken back.
 */
function orEmbedded(model: ChatAnswer, embedded: () => ChatAnswer): ChatAnswer {
  let used: ChatAnswer = model;
  let noted = false;
  async function* pieces() {
    const iterator = model.pieces[Symbol.asyncIterator]();
    let first: IteratorResult<string>;
    try {
      first = await iterator.next();
    } catch (error) {
      console.warn('[ai] the chat model failed, the embedded AI answers instead:', error);
      used = embedded();
      noted = true;
      yield embeddedAnswerNote;
      yield* used.pieces;
      return;
    }
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return {
    pieces: pieces(),
    result: () => {
      const result = used.result();
      return noted ? { ...result, content: embeddedAnswerNote + result.content } : result;
    },
  };
}

async function* streamed(
  settings: OpenAiSettings,
  request: ChatRequest,
  transcripts: string,
): AsyncGenerator<string> {
  const messages = [
    { role: 'system', content: instructions },
    // Earlier answers' markers number other lines: without them the model cannot cite the wrong ones.
    ...request.history.map(({ role, content }) => ({ role, content: content.replace(/\s*\[\d+\]/g, '') })),
    { role: 'user', content: `Transcrições:\n${transcripts}\n\nPergunta: ${request.question}` },
  ];
  const timeout = AbortSignal.timeout(settings.timeoutMs ?? defaultTimeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, temperature: 0.2, stream: true, messages }),
      signal,
    });
  } catch (error) {
    if (request.signal.aborted) return;
    throw unreachable(error, timeout);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new ChatAiError(
      `O serviço de IA recusou a pergunta (HTTP ${response.status}). Tente de novo em instantes.`,
    );
  }
  try {
    yield* completionDeltas(response.body);
  } catch (error) {
    if (request.signal.aborted) return;
    if (error instanceof ChatAiError) throw error;
    throw unreachable(error, timeout);
  }
}

function unreachable(error: unknown, timeout: AbortSignal): ChatAiError {
  if (timeout.aborted) {
    return new ChatAiError('O serviço de IA demorou demais para responder. Tente de novo em instantes.');
  }
  console.error('[chat] the AI service could not be reached:', error);
  return new ChatAiError('Não consegui falar com o serviço de IA. Tente de novo em instantes.');
}
