import type { AiProvider } from '../../providers/ai/provider.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type {
  Transcription,
  TranscriptionState,
  TranscriptSegment,
  UpdateTranscription,
} from '../../../src/api-contract/transcription.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import { forgetInsights } from '../insights/insights.service.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';

/** Transcripts: read by whoever sees the meeting, corrected and improved by whoever may change it. */
export function createTranscriptionsService(deps: { store: Store; ai: AiProvider; access: MeetingAccess }) {
  const { store, access } = deps;

  async function load(caller: Caller, id: string, need: 'see' | 'change'): Promise<Transcription> {
    const transcription = isUuid(id) ? await store.transcriptions.byId(id) : undefined;
    if (!transcription) throw new DomainError('transcription-not-found');
    // Someone who may not see the meeting learns nothing about its transcript either.
    const check = need === 'change' ? access.changeable : access.visible;
    await check(caller, transcription.meetingId).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'meeting-not-found'
        ? new DomainError('transcription-not-found')
        : error;
    });
    return transcription;
  }

  /** New lines make the answers' quotes and the enrichment stale. */
  async function save(transcription: Transcription, segments: TranscriptSegment[], improvedBy?: string) {
    return store.transaction(async (tx) => {
      await tx.transcriptions.updateSegments(transcription.id, segments, improvedBy);
      await forgetInsights(tx, transcription.meetingId);
      return (await tx.transcriptions.byId(transcription.id))!;
    });
  }

  return {
    get: (caller: Caller, id: string) => load(caller, id, 'see'),

    async state(caller: Caller, id: string): Promise<TranscriptionState> {
      const { segments: _segments, language: _language, ...state } = await load(caller, id, 'see');
      return state;
    },

    async ofMeeting(caller: Caller, meetingId: string): Promise<Transcription> {
      const meeting = await access.visible(caller, meetingId);
      const transcription = await store.transcriptions.ofMeeting(meeting.id);
      if (!transcription) throw new DomainError('meeting-without-transcription');
      return transcription;
    },

    /** Renames a speaker everywhere and/or corrects lines; lines are never added, dropped or reordered. */
    async edit(caller: Caller, id: string, edit: UpdateTranscription): Promise<Transcription> {
      const transcription = await load(caller, id, 'change');
      const known = new Set(transcription.segments.map((segment) => segment.id));
      const unknown = edit.segments?.find((line) => !known.has(line.id));
      if (unknown) throw new DomainError('transcript-line-unknown', unknown.id);
      const rename = edit.renameSpeaker;
      if (rename && !transcription.segments.some((segment) => segment.speaker === rename.from)) {
        throw new DomainError('transcript-speaker-unknown', rename.from);
      }
      const corrected = new Map(edit.segments?.map((line) => [line.id, line.text]));
      const segments = transcription.segments.map((segment) => ({
        ...segment,
        speaker: rename && segment.speaker === rename.from ? rename.to : segment.speaker,
        text: corrected.get(segment.id) ?? segment.text,
      }));
      return save(transcription, segments);
    },

    async improve(caller: Caller, id: string): Promise<Transcription> {
      const transcription = await load(caller, id, 'change');
      if (transcription.status !== 'done') throw new DomainError('transcription-not-ready');
      // The company's words, spelled its way ("HubSpot"): the transcript's meeting is of the caller's company.
      const vocabulary = (await store.vocabulary.list(caller.companyId)).map((entry) => entry.word);
      const improved = await deps.ai.improveTranscript(transcription.segments, vocabulary);
      return save(transcription, improved, deps.ai.name);
    },
  };
}
