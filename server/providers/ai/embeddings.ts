import { z } from 'zod';
import type { OpenAiSettings } from './openai-compatible.ts';

const reply = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
});

/** Embeddings are one quick call; a slow one is worth less than the lexical and structural choice now. */
const defaultTimeoutMs = 30_000;

/**
 * How near in meaning each line is to the nearest of `questions` (cosine of their embeddings, from the
 * endpoint's `/embeddings` with AI_EMBEDDING_MODEL), or undefined when none is configured or the call
 * fails: the retrieval then stands on the question's words and the call's structure alone.
 */
export type MeaningScores = (questions: string[], lines: string[]) => Promise<number[] | undefined>;

export function meaningScores(settings: OpenAiSettings): MeaningScores {
  const model = settings.embeddingModel;
  if (!model) return async () => undefined;
  return async (questions, lines) => {
    if (questions.length === 0 || lines.length === 0) return undefined;
    try {
      const response = await fetch(`${settings.baseUrl}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({ model, input: [...questions, ...lines] }),
        signal: AbortSignal.timeout(Math.min(settings.timeoutMs ?? defaultTimeoutMs, defaultTimeoutMs)),
      });
      if (!response.ok) throw new Error(`embeddings answered ${response.status}: ${await response.text()}`);
      const vectors = reply
        .parse(await response.json())
        .data.toSorted((a, b) => a.index - b.index)
        .map((item) => item.embedding);
      if (vectors.length !== questions.length + lines.length) throw new Error('embeddings: wrong count');
      const asked = vectors.slice(0, questions.length);
      return vectors
        .slice(questions.length)
        .map((line) => Math.max(...asked.map((question) => cosine(question, line))));
    } catch (error) {
      console.warn('[ai] embeddings failed, lines are picked by words and structure:', error);
      return undefined;
    }
  };
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    dot += a[index]! * b[index]!;
    normA += a[index]! ** 2;
    normB += b[index]! ** 2;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
