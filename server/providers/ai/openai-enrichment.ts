import { z } from 'zod';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { citationCheck } from './cited-lines.ts';
import { numberedTranscript, transcriptBudget } from './model-context.ts';
import type { OpenAiSettings } from './openai-compatible.ts';
import type { StructuredCompletion } from './openai-json.ts';
import { linesWithinBudget } from './passage-selection.ts';
import type { AiProvider, EnrichmentDraft } from './provider.ts';
// The kinds the embedded rules name, so an objection reads the same whoever found it.
import { objectionKinds } from './signals/objections.ts';

const lines = z.array(z.number().int());
const enrichReply = z.object({
  summary: z.array(z.object({ sentence: z.string(), lines })),
  nextSteps: z.array(z.object({ text: z.string(), lines })),
  objections: z.array(z.object({ text: z.string(), kind: z.enum(objectionKinds), lines })),
});

const instructions = [
  'Você analisa reuniões de vendas em português do Brasil. Use somente as falas numeradas da transcrição.',
  'summary: o resumo da reunião em até 5 frases suas, escritas como notas de quem esteve lá (quem é o',
  'cliente, o que precisa, o que pesa na decisão, o que ficou combinado), cada frase com os números das falas',
  'em que se baseia. nextSteps: cada próximo passo combinado, em terceira pessoa, com quem faz e quando',
  '(por exemplo: "Lucas vai enviar a proposta hoje."). objections: cada objeção ou preocupação do cliente,',
  `com o tipo (um de ${objectionKinds.join(', ')}).`,
  'Todo item cita em "lines" as falas em que foi dito. Nunca invente: sem próximos passos ou objeções na',
  'conversa, use listas vazias.',
].join(' ');

/**
 * The model writes the summary, next steps and objections from the numbered lines (the whole transcript when
 * it fits the context, else passage-selection's), each citing its lines; an item citing no line it was
 * shown is dropped and counted. Talk time, topics, amounts, dates and questions stay the embedded AI's
 * (counts and exact values). When the model fails, the embedded AI's enrichment stands, marked so.
 */
export async function enrichWithModel(
  complete: StructuredCompletion,
  segments: TranscriptSegment[],
  settings: Pick<OpenAiSettings, 'model' | 'contextTokens'>,
  fallback: AiProvider,
): Promise<EnrichmentDraft> {
  const embedded = await fallback.enrich(segments);
  if (segments.length === 0) return embedded;
  const shown = linesWithinBudget(segments, transcriptBudget(settings.contextTokens));
  let reply: z.infer<typeof enrichReply>;
  try {
    reply = await complete({
      system: instructions,
      user: numberedTranscript(shown),
      name: 'meeting_enrichment',
      schema: enrichReply,
    });
  } catch (error) {
    console.warn('[ai] enrichment failed, the embedded AI writes it instead:', error);
    return { ...embedded, byEmbeddedAi: true };
  }
  const check = citationCheck(shown, 'enrichment items', settings.model);
  const said = (item: { text: string; lines: number[] }) => {
    const cited = item.text.trim() ? check.cited(item.lines) : undefined;
    const first = cited?.[0];
    return first
      ? [
          {
            text: item.text.trim(),
            speaker: first.speaker,
            segmentId: first.id,
            startSeconds: first.startSeconds,
          },
        ]
      : [];
  };
  const summary = reply.summary
    .filter((item) => item.sentence.trim() && check.cited(item.lines))
    .map((item) => item.sentence.trim())
    .join(' ');
  const written = {
    nextSteps: reply.nextSteps.flatMap(said),
    objections: reply.objections.flatMap((item) => said(item).map((line) => ({ ...line, kind: item.kind }))),
  };
  check.report();
  // A summary whose every sentence was dropped is no summary: the embedded one stands.
  return { ...embedded, ...written, summary: summary || embedded.summary };
}
