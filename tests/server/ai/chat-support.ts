import { seedMeetings } from '../../../server/db/seed/meetings.ts';
import type { ChatAi, ChatContextMeeting, ChatTurn } from '../../../server/providers/ai/chat/chat-ai.ts';
import type { ClientKey } from '../../../server/db/seed/clients.ts';
import { meetingIdAt, meetingPlan } from '../support/seed-facts.ts';

const seeded = seedMeetings(new Date());

/** The seller's finished call with `client`, as the chat reads it (segment ids as the database gives them). */
export function sellerCall(client: ClientKey): ChatContextMeeting {
  const index = meetingPlan.findIndex(
    (plan) =>
      plan.owner === 'seller' && plan.kind !== 'internal' && plan.client === client && plan.status === 'done',
  );
  const meeting = seeded[index]!;
  return {
    id: meetingIdAt(index),
    title: meeting.title,
    startTime: meeting.startTime.toISOString(),
    segments: meeting.transcript!.map((segment, position) => ({ ...segment, id: `s${position}` })),
  };
}

/** Asks `ai` and reads the whole answer: its pieces and what it says in the end. */
export async function ask(
  ai: ChatAi,
  question: string,
  meetings: ChatContextMeeting[],
  options: { history?: ChatTurn[]; signal?: AbortSignal } = {},
) {
  const answer = ai.answer({
    question,
    meetings,
    history: options.history ?? [],
    signal: options.signal ?? new AbortController().signal,
  });
  const pieces: string[] = [];
  for await (const piece of answer.pieces) pieces.push(piece);
  return { pieces, ...answer.result() };
}

/**
 * A made-up call as the chat reads it: each line ten seconds after the one before. Tests of how questions are
 * read use their own words, not the benchmark's labelled calls.
 */
export function madeUpCall(title: string, lines: Array<[speaker: string, text: string]>): ChatContextMeeting {
  return {
    id: 'm1',
    title,
    startTime: '2026-03-02T14:00:00Z',
    segments: lines.map(([speaker, text], index) => ({
      id: `s${index}`,
      speaker,
      text,
      startSeconds: index * 10,
      endSeconds: index * 10 + 8,
    })),
  };
}
