import type { ChatCitation } from '../../../../src/api-contract/chat.ts';
import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import type { ChatContextMeeting } from './chat-ai.ts';

/** Meetings are named by the day they happened where the sales team works. */
const day = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const longestQuote = 280;

/** "03:07", or "1:02:07" past the hour: how the player shows a moment. */
export function momentOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${minutes}:${rest}` : `${minutes}:${rest}`;
}

/** “Título” (21/11/2026). */
export function meetingName(meeting: Pick<ChatContextMeeting, 'title' | 'startTime'>): string {
  return `“${meeting.title}” (${day.format(new Date(meeting.startTime))})`;
}

/** A passage as said; a long one is cut at a word, so an answer stays readable. */
export function quoteOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= longestQuote) return clean;
  const cut = clean.slice(0, longestQuote);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), longestQuote / 2))}…`;
}

export function citationOf(
  meeting: ChatContextMeeting,
  segment: TranscriptSegment,
  quote: string,
): ChatCitation {
  return {
    meetingId: meeting.id,
    meetingTitle: meeting.title,
    segmentId: segment.id,
    startSeconds: segment.startSeconds,
    speaker: segment.speaker,
    quote,
  };
}

/** "A, B e C". */
export function listInPortuguese(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}
