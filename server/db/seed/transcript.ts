import type { Conversation, Speaker } from './corpus/conversation.ts';

export type Segment = { speaker: string; startSeconds: number; endSeconds: number; text: string };

// Brazilian Portuguese conversational pace, and the pause between turns.
const wordsPerSecond = 2.6;
const pauseSeconds = 0.8;

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** Lays the conversation on a timeline: each turn lasts as long as its words take to say. */
export function transcriptSegments(
  conversation: Conversation,
  names: Record<Speaker, string>,
  openingSeconds = 12,
): Segment[] {
  let clock = openingSeconds;
  return conversation.lines.map(([speaker, text]) => {
    const words = text.split(/\s+/).length;
    const start = clock;
    const end = start + Math.max(1.5, words / wordsPerSecond);
    clock = end + pauseSeconds;
    return { speaker: names[speaker], startSeconds: round(start), endSeconds: round(end), text };
  });
}
