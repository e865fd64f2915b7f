import { z } from 'zod';
import { ChatAiError } from './chat-ai.ts';

const chunkSchema = z.object({
  choices: z
    .array(z.object({ delta: z.object({ content: z.string().nullish() }).partial().optional() }))
    .default([]),
});
const errorSchema = z.object({ error: z.object({ message: z.string() }) });

/**
 * The text of a streamed chat completion (`stream: true`): server-sent events, one `data: {chunk}` per
 * piece, ending with `data: [DONE]`. Each piece is yielded as soon as its event is complete.
 */
export async function* completionDeltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end).trim();
        buffer = buffer.slice(end + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice('data:'.length).trim();
        if (data === '[DONE]') return;
        const event: unknown = JSON.parse(data);
        const failed = errorSchema.safeParse(event);
        if (failed.success) {
          throw new ChatAiError(`O serviço de IA interrompeu a resposta: ${failed.data.error.message}`);
        }
        for (const choice of chunkSchema.parse(event).choices.slice(0, 1)) {
          if (choice.delta?.content) yield choice.delta.content;
        }
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
