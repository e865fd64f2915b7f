import { analyseCoaching } from '../../../src/domain/coaching/analyse.ts';
import { sellerSpeakersOf } from '../../../src/domain/coaching/seller-side.ts';
import type { MeetingCoaching } from '../../../src/api-contract/coaching.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';

type CoachingStore = Pick<Store, 'coaching' | 'transcriptions'>;

/**
 * Computes and stores a meeting's coaching figures from its transcript as it is now; a meeting without a
 * final transcript keeps no figures. `hasNextSteps` comes from the enrichment (undefined: keep the stored one).
 */
export async function storeCoaching(store: CoachingStore, meetingId: string, hasNextSteps?: boolean) {
  const transcription = await store.transcriptions.ofMeeting(meetingId);
  if (transcription?.status !== 'done') {
    await store.coaching.remove(meetingId);
    return undefined;
  }
  const speakers = transcription.segments.map((segment) => segment.speaker);
  // An upload names speakers as its tool did ("Speaker 1"): who asks the most questions leads a sales call.
  const questionsAsked = new Map<string, number>();
  for (const segment of transcription.segments) {
    const asked = (segment.text.match(/\?/g) ?? []).length;
    questionsAsked.set(segment.speaker, (questionsAsked.get(segment.speaker) ?? 0) + asked);
  }
  const sellers = sellerSpeakersOf(speakers, await store.coaching.sellerPeople(meetingId), questionsAsked);
  const analysis = analyseCoaching(transcription.segments, sellers);
  await store.coaching.save(meetingId, analysis, hasNextSteps);
  return analysis;
}

/**
 * Meetings analysed before `meeting_coaching` existed get their figures at server start, a batch at a time
 * (the next steps from their stored enrichment; no AI is called). Returns how many rows were written.
 */
export async function backfillCoaching(store: Store, batchSize = 100): Promise<number> {
  const done = new Set<string>();
  for (;;) {
    const batch = (await store.coaching.missing(batchSize)).filter((id) => !done.has(id));
    if (batch.length === 0) return done.size;
    for (const meetingId of batch) {
      await store.transaction(async (tx) => {
        const enrichment = await tx.enrichment.find(meetingId);
        await storeCoaching(tx, meetingId, enrichment ? enrichment.nextSteps.length > 0 : undefined);
      });
      done.add(meetingId);
    }
  }
}

/** `GET /api/meetings/{id}/coaching`: the figures of a meeting the caller sees. */
export function createCoachingService(deps: { store: Store; access: MeetingAccess }) {
  const { store } = deps;
  return {
    async forMeeting(caller: Caller, meetingId: string): Promise<MeetingCoaching> {
      const meeting = await deps.access.visible(caller, meetingId);
      const stored = await store.coaching.find(meeting.id);
      if (stored) return stored;
      // Not stored yet (the transcript just changed and nothing recomputed it): computed now.
      const computed = await storeCoaching(store, meeting.id);
      if (!computed) {
        throw new DomainError('coaching-awaits-transcription');
      }
      return {
        meetingId: meeting.id,
        sellerSpeakers: computed.sellerSpeakers,
        metrics: computed.metrics,
        moments: computed.moments,
      };
    },
  };
}
