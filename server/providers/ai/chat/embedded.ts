import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ChatAi } from './chat-ai.ts';
import { citedAnswer, withoutUncitedSentences } from './citations.ts';
import { composeAnswer, notFoundIn } from './compose.ts';
import { findPassages } from './passages.ts';

/** Words per streamed piece: small enough to show the answer being written, few enough events. */
const wordsPerPiece = 3;

/**
 * The embedded chat AI (no AI key): finds the passages that answer the question in every context meeting
 * (next steps, objections, a summary's facets, or retrieval), and writes a pt-BR answer that quotes them
 * with the meeting and the moment. It streams its answer in small pieces, yielding to the event loop
 * between them, so the page shows it as it is written and a stop arrives before the end.
 */
export function createEmbeddedChatAi(): ChatAi {
  return {
    answer(request) {
      const composed = composeAnswer(findPassages(request), request.meetings, request.question);
      const { passages } = composed;
      const { text, dropped } = withoutUncitedSentences(composed.text);
      if (dropped > 0) console.warn(`[ai] dropped ${dropped} uncited sentences from the embedded chat`);
      async function* pieces() {
        const words = text.match(/\S+\s*|\s+/g) ?? [];
        for (let start = 0; start < words.length; start += wordsPerPiece) {
          if (request.signal.aborted) return;
          yield words.slice(start, start + wordsPerPiece).join('');
          await nextTurn();
        }
      }
      // An answer that found nothing already says so in its own words.
      const notFound = passages.length > 0 ? notFoundIn(request.meetings) : text;
      return citedAnswer(passages, pieces(), { notFound, signal: request.signal });
    },
  };
}
