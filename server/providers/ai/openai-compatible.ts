import { z } from 'zod';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { AiProvider, AnswerDraft, TemplateQuestion } from './provider.ts';
import { enrichWithModel } from './openai-enrichment.ts';
import { jsonCompletion } from './openai-json.ts';
import { queryTerms, rankSegments } from './retrieval.ts';

export type OpenAiSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long one completion may take; a provider that hangs must not hold a request forever. */
  timeoutMs?: number;
};

/** Passages handed to the model per question: enough context, and every answer can be traced back. */
const passagesPerQuestion = 6;
const linesPerImproveCall = 60;

const answerReply = z.object({
  answer: z.string().nullable(),
  passages: z.array(z.number().int()).default([]),
});
const improveReply = z.object({
  lines: z.array(z.object({ id: z.string(), speaker: z.string().min(1), text: z.string().min(1) })),
});

/**
 * An OpenAI-compatible chat-completions endpoint (AI_BASE_URL). The model sees only retrieved passages and
 * must cite them by number; an answer that cites none is dropped, so answers still carry their sources.
 */
export function createOpenAiCompatibleAi(settings: OpenAiSettings): AiProvider {
  const chat = jsonCompletion(settings);

  async function answerOne(question: TemplateQuestion, segments: TranscriptSegment[]): Promise<AnswerDraft> {
    const passages = rankSegments(queryTerms(question.text), segments)
      .slice(0, passagesPerQuestion)
      .map((scored) => scored.segment);
    if (passages.length === 0) return { questionId: question.id, answer: null, sources: [] };
    const reply = answerReply.parse(
      await chat(
        'Você analisa reuniões de vendas em português do Brasil. Responda à pergunta usando somente os trechos ' +
          'numerados da transcrição. Se os trechos não respondem, use answer null. Nunca invente. Responda em JSON: ' +
          '{"answer": string | null, "passages": [números dos trechos usados]}.',
        `Pergunta: ${question.text}\n\nTrechos:\n${passages
          .map((segment, index) => `[${index + 1}] ${segment.speaker}: ${segment.text}`)
          .join('\n')}`,
      ),
    );
    const cited = [...new Set(reply.passages)].flatMap((number) => passages[number - 1] ?? []);
    if (reply.answer === null || cited.length === 0)
      return { questionId: question.id, answer: null, sources: [] };
    return {
      questionId: question.id,
      answer: reply.answer,
      sources: cited
        .sort((a, b) => a.startSeconds - b.startSeconds)
        .map((segment) => ({
          segmentId: segment.id,
          startSeconds: segment.startSeconds,
          endSeconds: segment.endSeconds,
          quote: segment.text,
        })),
    };
  }

  async function improveChunk(
    chunk: TranscriptSegment[],
    vocabulary: string[],
  ): Promise<TranscriptSegment[]> {
    const reply = improveReply.parse(
      await chat(
        'Você revisa transcrições de reuniões em português do Brasil. Corrija pontuação e maiúsculas e, quando ' +
          'o próprio texto deixar claro, o nome de quem fala. Não mude o sentido nem junte ou separe falas. ' +
          (vocabulary.length > 0
            ? `Palavras que a empresa usa, a escrever exatamente assim: ${vocabulary.join(', ')}. `
            : '') +
          'Responda em JSON: {"lines": [{"id", "speaker", "text"}]} com os mesmos ids.',
        JSON.stringify(chunk.map(({ id, speaker, text }) => ({ id, speaker, text }))),
      ),
    );
    const revised = new Map(reply.lines.map((line) => [line.id, line]));
    return chunk.map((segment) => {
      const line = revised.get(segment.id);
      return line ? { ...segment, speaker: line.speaker, text: line.text } : segment;
    });
  }

  return {
    name: `openai-compatible:${settings.model}`,
    async answerQuestions(questions, segments) {
      const answers: AnswerDraft[] = [];
      for (const question of questions) answers.push(await answerOne(question, segments));
      return answers;
    },
    enrich: (segments) => enrichWithModel(chat, segments),
    async improveTranscript(segments, vocabulary = []) {
      const improved: TranscriptSegment[] = [];
      for (let start = 0; start < segments.length; start += linesPerImproveCall) {
        improved.push(
          ...(await improveChunk(segments.slice(start, start + linesPerImproveCall), vocabulary)),
        );
      }
      return improved;
    },
  };
}
