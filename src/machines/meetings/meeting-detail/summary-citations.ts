import type { ChatCitation } from '../../../api-contract/chat.ts';
import type { TranscriptSegment } from '../../../api-contract/transcription.ts';

/**
 * The embedded summary names each statement's moment in its text ("Juliana disse que é tudo em planilha
 * (01:20).", "Objeções: preço (Juliana, 03:05)."). Cut at those moments, it reads like a chat answer: each
 * moment a `[n]` marker whose citation is the transcript line said at that second, so the summary shows the
 * chat's chips (time and speaker) and a chip plays that line. A moment no line starts at (a summary written
 * before the transcript was edited) stays as text.
 */
export type CitedSummary = { content: string; citations: ChatCitation[] };

/** "(01:20)", "(1:02:03)" and "(Juliana, 01:20)": a moment, with the speaker's name before it or not. */
const moment = /\s?\((?:([^()]*?),\s*)?(\d{1,2}):(\d{2})(?::(\d{2}))?\)/g;

/** A summary is one meeting's: its citations name no other, so its chips show no meeting title. */
const thisMeeting = { meetingId: 'this-meeting', meetingTitle: '' };
export const summaryMeetingIds = [thisMeeting.meetingId];

export function citedSummary(summary: string, lines: readonly TranscriptSegment[]): CitedSummary {
  const citations: ChatCitation[] = [];
  const content = summary.replace(moment, (whole, _name, first, second, third) => {
    const seconds =
      third === undefined
        ? Number(first) * 60 + Number(second)
        : Number(first) * 3600 + Number(second) * 60 + Number(third);
    const line = lines.find((segment) => Math.floor(segment.startSeconds) === seconds);
    if (!line) return whole;
    citations.push({
      ...thisMeeting,
      segmentId: line.id,
      startSeconds: line.startSeconds,
      speaker: line.speaker,
      quote: line.text,
    });
    return ` [${citations.length}]`;
  });
  return { content, citations };
}
