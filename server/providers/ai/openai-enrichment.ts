import { z } from 'zod';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { draftEnrichment } from './enrichment.ts';
import type { JsonCompletion } from './openai-json.ts';
import type { EnrichmentDraft } from './provider.ts';
import { findSignals } from './signals/index.ts';

/** Lines handed to the model at most: a long call keeps the lines the rules flagged and an even sample. */
const maxLines = 400;
const objectionKinds = ['preço', 'concorrência', 'momento', 'aprovação', 'risco'] as const;

const cited = z.object({ text: z.string().min(1), passage: z.number().int() });
const enrichReply = z.object({
  summary: z.string().min(1),
  nextSteps: z.array(cited).default([]),
  objections: z.array(cited.extend({ kind: z.string() })).default([]),
});

const system =
  'Você analisa reuniões de vendas em português do Brasil. Use somente as falas numeradas da transcrição. ' +
  'Responda em JSON: {"summary": resumo da reunião em até 5 frases, "nextSteps": [{"text": próximo passo ' +
  'combinado, "passage": número da fala}], "objections": [{"text": objeção do cliente, "kind": um de ' +
  `${objectionKinds.join(', ')}, "passage": número da fala}]}. Cada item cita a fala em que foi dito. ` +
  'Nunca invente: sem próximos passos ou objeções na conversa, use listas vazias.';

/**
 * The model writes the summary, next steps and objections from the numbered lines, each citing its line; an
 * item citing no line it was shown is dropped. Talk time, topics, amounts, dates and questions stay the
 * rules' (they are counts and exact values). If the provider fails, the rules' enrichment stands.
 */
export async function enrichWithModel(
  chat: JsonCompletion,
  segments: TranscriptSegment[],
): Promise<EnrichmentDraft> {
  const rules = draftEnrichment(segments);
  if (segments.length === 0) return rules;
  const shown = linesForModel(segments);
  let reply: z.infer<typeof enrichReply>;
  try {
    reply = enrichReply.parse(
      await chat(
        system,
        shown.map((segment, index) => `[${index + 1}] ${segment.speaker}: ${segment.text}`).join('\n'),
      ),
    );
  } catch (error) {
    console.warn('[ai] enrichment failed, using the rules:', error);
    return rules;
  }
  const said = (item: { text: string; passage: number }) => {
    const segment = shown[item.passage - 1];
    return segment
      ? [
          {
            text: item.text,
            speaker: segment.speaker,
            segmentId: segment.id,
            startSeconds: segment.startSeconds,
          },
        ]
      : [];
  };
  return {
    ...rules,
    summary: reply.summary,
    nextSteps: reply.nextSteps.flatMap(said),
    objections: reply.objections.flatMap((item) =>
      said(item).map((line) => ({ ...line, kind: item.kind.trim().toLocaleLowerCase('pt-BR') })),
    ),
  };
}

function linesForModel(segments: TranscriptSegment[]): TranscriptSegment[] {
  if (segments.length <= maxLines) return segments;
  const flagged = new Set(findSignals(segments).map((signal) => signal.segmentId));
  const keep = new Set(segments.filter((segment) => flagged.has(segment.id)).slice(0, maxLines / 2));
  const step = segments.length / (maxLines - keep.size);
  for (let position = 0; position < segments.length && keep.size < maxLines; position += step)
    keep.add(segments[Math.floor(position)]!);
  return segments.filter((segment) => keep.has(segment));
}
