import { z } from 'zod';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { citationCheck } from './cited-lines.ts';
import { createExtractiveAi } from './extractive.ts';
import { numberedTranscript, transcriptBudget, estimateTokens } from './model-context.ts';
import { enrichWithModel } from './openai-enrichment.ts';
import { structuredCompletion } from './openai-json.ts';
import { meaningScores } from './embeddings.ts';
import { linesForModel } from './passage-selection.ts';
import type { AiProvider, AnswerDraft, TemplateQuestion } from './provider.ts';

export type OpenAiSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long one completion may take; a provider that hangs must not hold a request forever. */
  timeoutMs?: number;
  /** The model's context window in tokens (AI_CONTEXT_TOKENS); a transcript that fits is sent whole. */
  contextTokens?: number;
  /** AI_EMBEDDING_MODEL: lines are also picked by nearness in meaning when a transcript does not fit. */
  embeddingModel?: string;
};

const linesPerImproveCall = 60;

const answersReply = z.object({
  answers: z.array(
    z.object({
      question: z.number().int(),
      answer: z.string().nullable(),
      lines: z.array(z.number().int()),
    }),
  ),
});
const improveReply = z.object({
  lines: z.array(z.object({ id: z.string(), speaker: z.string().min(1), text: z.string().min(1) })),
});

const answerInstructions = [
  'Você analisa reuniões de vendas em português do Brasil e responde às perguntas de um roteiro.',
  'Use somente as falas numeradas da transcrição; nunca invente nem complete com suposições.',
  'Responda cada pergunta com uma ou duas frases suas, em terceira pessoa, dizendo quem disse o quê',
  '(por exemplo: "A empresa usa planilhas e perde pedidos no fim do mês."), sem copiar a fala inteira.',
  'Em "lines" ponha os números das falas em que a resposta se baseia. Se a conversa não responde a',
  'pergunta, use answer null e lines vazia. Responda uma entrada por pergunta, com o número da pergunta.',
].join(' ');

/**
 * An OpenAI-compatible chat-completions endpoint (AI_BASE_URL). The model reads the whole transcript when
 * it fits its context (AI_CONTEXT_TOKENS), else the lines passage-selection picks, and replies in a JSON
 * schema that zod checks; every answer cites real lines or is dropped (and counted). When the model fails
 * (an HTTP error, a timeout, a reply not in the schema), `fallback` (the embedded AI) answers, marked so the
 * page can say it.
 */
export function createOpenAiCompatibleAi(
  settings: OpenAiSettings,
  fallback: AiProvider = createExtractiveAi(),
): AiProvider {
  const complete = structuredCompletion(settings);
  const nearness = meaningScores(settings);

  async function answerAll(
    questions: TemplateQuestion[],
    segments: TranscriptSegment[],
  ): Promise<AnswerDraft[]> {
    const asked = questions.map((question, index) => `${index + 1}. ${question.text}`).join('\n');
    const shown = await linesForModel(
      segments,
      transcriptBudget(settings.contextTokens) - estimateTokens(asked),
      questions.map((question) => question.text),
      nearness,
    );
    const reply = await complete({
      system: answerInstructions,
      user: `Perguntas:\n${asked}\n\nTranscrição:\n${numberedTranscript(shown)}`,
      name: 'template_answers',
      schema: answersReply,
    });
    const check = citationCheck(shown, 'template answers', settings.model);
    const answered = new Map(reply.answers.map((item) => [item.question, item]));
    const drafts = questions.map((question, index): AnswerDraft => {
      const item = answered.get(index + 1);
      const cited = item?.answer ? check.cited(item.lines) : undefined;
      if (!item?.answer?.trim() || !cited) return { questionId: question.id, answer: null, sources: [] };
      return {
        questionId: question.id,
        answer: item.answer.trim(),
        sources: cited.map((segment) => ({
          segmentId: segment.id,
          startSeconds: segment.startSeconds,
          endSeconds: segment.endSeconds,
          quote: segment.text,
        })),
      };
    });
    check.report();
    return drafts;
  }

  async function improveChunk(
    chunk: TranscriptSegment[],
    vocabulary: string[],
  ): Promise<TranscriptSegment[]> {
    const reply = await complete({
      system:
        'Você revisa transcrições de reuniões em português do Brasil. Corrija pontuação e maiúsculas e, quando ' +
        'o próprio texto deixar claro, o nome de quem fala. Não mude o sentido nem junte ou separe falas. ' +
        (vocabulary.length > 0
          ? `Palavras que a empresa usa, a escrever exatamente assim: ${vocabulary.join(', ')}. `
          : '') +
        'Devolva as mesmas falas, com os mesmos ids.',
      user: JSON.stringify(chunk.map(({ id, speaker, text }) => ({ id, speaker, text }))),
      name: 'revised_transcript',
      schema: improveReply,
    });
    const revised = new Map(reply.lines.map((line) => [line.id, line]));
    return chunk.map((segment) => {
      const line = revised.get(segment.id);
      return line ? { ...segment, speaker: line.speaker, text: line.text } : segment;
    });
  }

  return {
    name: `openai-compatible:${settings.model}`,
    async answerQuestions(questions, segments) {
      if (questions.length === 0 || segments.length === 0)
        return questions.map((question) => ({ questionId: question.id, answer: null, sources: [] }));
      try {
        return await answerAll(questions, segments);
      } catch (error) {
        console.warn('[ai] template answers failed, the embedded AI answers instead:', error);
        const drafts = await fallback.answerQuestions(questions, segments);
        return drafts.map((draft) => ({ ...draft, byEmbeddedAi: true }));
      }
    },
    enrich: (segments) => enrichWithModel(complete, segments, settings, fallback),
    async improveTranscript(segments, vocabulary = []) {
      const improved: TranscriptSegment[] = [];
      for (let start = 0; start < segments.length; start += linesPerImproveCall) {
        const chunk = segments.slice(start, start + linesPerImproveCall);
        try {
          improved.push(...(await improveChunk(chunk, vocabulary)));
        } catch (error) {
          // The person asked for a cleaner transcript: the embedded clean-up gives one rather than an error.
          console.warn(
            '[ai] transcript improvement failed, the embedded clean-up improves these lines:',
            error,
          );
          improved.push(...(await fallback.improveTranscript(chunk, vocabulary)));
        }
      }
      return improved;
    },
  };
}
