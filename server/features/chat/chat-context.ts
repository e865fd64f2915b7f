import type { ChatContextMeeting } from '../../providers/ai/chat/chat-ai.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { MeetingRow } from '../meetings/meeting-row.ts';
import type { Store } from '../store.ts';

/** The meetings a question is about: those the AI may read, and those without a finished transcript. */
export type ChatContext = {
  /** As asked (without repeats): stored with the question. */
  ids: string[];
  /** With a finished transcript, newest first. */
  ready: ChatContextMeeting[];
  /** Titles of the ones that have no finished transcript yet. */
  notReady: string[];
};

/**
 * Checks every context meeting with the meetings' visibility rule before anything is read or stored: a
 * meeting the caller may not see (another company's, a colleague's they do not lead, a made-up id) refuses
 * the whole question, naming that id, so a selection never reads what its author may not.
 */
export async function chatContext(
  deps: { store: Store; access: MeetingAccess },
  caller: Caller,
  anchor: MeetingRow,
  requestedIds: string[] | undefined,
): Promise<ChatContext> {
  const ids = [...new Set(requestedIds ?? [anchor.id])];
  const rows: MeetingRow[] = [];
  for (const id of ids) {
    if (id === anchor.id) {
      rows.push(anchor);
      continue;
    }
    const row = await deps.access.visible(caller, id).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'meeting-not-found') {
        throw new DomainError('chat-context-meeting-not-found', id);
      }
      throw error;
    });
    rows.push(row);
  }
  const ready: ChatContextMeeting[] = [];
  const notReady: string[] = [];
  for (const row of rows) {
    const transcription = await deps.store.transcriptions.ofMeeting(row.id);
    if (transcription?.status === 'done' && transcription.segments.length > 0) {
      const startTime = new Date(row.start_time).toISOString();
      ready.push({ id: row.id, title: row.title, startTime, segments: transcription.segments });
    } else notReady.push(row.title);
  }
  ready.sort((a, b) => b.startTime.localeCompare(a.startTime));
  return { ids: rows.map((row) => row.id), ready, notReady };
}
