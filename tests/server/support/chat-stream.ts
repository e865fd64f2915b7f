import { expect } from 'vitest';
import { chatStreamEventSchema, type ChatStreamEvent } from '../../../src/api-contract/chat.ts';
import type { Conversation } from '../../../server/db/seed/corpus/index.ts';

/** An event of a streamed answer with the moment it arrived (ms since the request). */
export type TimedEvent = ChatStreamEvent & { at: number };

/** Reads an NDJSON answer line by line as it arrives, each line checked against the contract. */
export async function* chatEvents(response: Response, startedAt = Date.now()): AsyncGenerator<TimedEvent> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      yield { ...chatStreamEventSchema.parse(JSON.parse(line)), at: Date.now() - startedAt };
    }
  }
  expect(buffer).toBe('');
}

export async function allChatEvents(response: Response): Promise<TimedEvent[]> {
  const events: TimedEvent[] = [];
  for await (const event of chatEvents(response)) events.push(event);
  return events;
}

/** The id the seed gives the transcript line of `conversation` that contains `words` (its position). */
export function segmentIdOf(conversation: Conversation, words: string): string {
  const index = conversation.lines.findIndex(([, text]) => text.includes(words));
  if (index < 0) throw new Error(`no line of ${conversation.id} says “${words}”`);
  return `s${index}`;
}
