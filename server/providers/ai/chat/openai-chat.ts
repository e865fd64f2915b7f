import type { OpenAiSettings } from '../openai-compatible.ts';
import { ChatAiError, type ChatAi, type ChatRequest } from './chat-ai.ts';
import { citedAnswer } from './citations.ts';
import { completionDeltas } from './completion-stream.ts';
import { notFoundIn } from './compose.ts';
import { citationOf, meetingName, momentOf, quoteOf } from './format.ts';
import { findPassages } from './passages.ts';

/** A streamed answer may take a while; a provider that stops answering must not hold the request forever. */
const defaultTimeoutMs = 120_000;

const instructions = [
  'Você é o assistente de uma equipe de vendas brasileira e responde perguntas sobre reuniões de vendas.',
  'Responda em português do Brasil, de forma direta e organizada (tópicos curtos quando ajudar).',
  'Use somente os trechos numerados das transcrições que vêm com a pergunta; nunca invente nem complete.',
  'Depois de cada afirmação, cite o trecho em que ela se baseia com o número entre colchetes, por exemplo [2].',
  'Ao falar de mais de uma reunião, diga de qual reunião é cada ponto.',
  'Se os trechos não respondem à pergunta, diga claramente que não encontrou isso nas reuniões.',
].join(' ');

/**
 * Chat through an OpenAI-compatible endpoint (AI_BASE_URL) with streamed chat completions. The model sees
 * only the passages found for the question (findPassages), numbered `[n]` with the meeting's title, day and
 * moment, and the last turns of the conversation; the citations are the passages its `[n]` markers name,
 * and an answer naming none is replaced by a plain "not found" (citations.ts). Stopping the answer aborts
 * the request to the provider.
 */
export function createOpenAiChatAi(settings: OpenAiSettings): ChatAi {
  return {
    answer(request) {
      const found = findPassages(request, 'model').meetings.flatMap(({ meeting, findings }) =>
        findings.map((finding) => ({ meeting, finding })),
      );
      const passages = found.map(({ meeting, finding }) =>
        citationOf(meeting, finding.segment, quoteOf(finding.quote)),
      );
      const lines = found.map(
        ({ meeting, finding: { segment } }) =>
          `Reunião ${meetingName(meeting)}, ${momentOf(segment.startSeconds)}, ${segment.speaker}: ${segment.text}`,
      );
      const source = lines.length > 0 ? streamed(settings, request, lines) : none();
      return citedAnswer(passages, source, {
        notFound: notFoundIn(request.meetings),
        signal: request.signal,
      });
    },
  };
}

async function* none(): AsyncGenerator<string> {}

async function* streamed(
  settings: OpenAiSettings,
  request: ChatRequest,
  lines: string[],
): AsyncGenerator<string> {
  const passages = lines.map((line, index) => `[${index + 1}] ${line}`).join('\n');
  const messages = [
    { role: 'system', content: instructions },
    // Earlier answers' markers number other passages: without them the model cannot cite the wrong ones.
    ...request.history.map(({ role, content }) => ({ role, content: content.replace(/\s*\[\d+\]/g, '') })),
    { role: 'user', content: `Trechos das reuniões:\n${passages}\n\nPergunta: ${request.question}` },
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
