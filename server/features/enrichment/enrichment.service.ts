import type { AiProvider } from '../../providers/ai/provider.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Enrichment } from '../../../src/api-contract/meeting-detail.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';

/** Summary, next steps, objections, topics, talk time and questions, taken from the finished transcript by the AI. */
export function createEnrichmentService(deps: { store: Store; access: MeetingAccess; ai: AiProvider }) {
  const { store } = deps;

  /** The stored enrichment, else computed from the finished transcript and stored; undefined without one. */
  async function storedOrComputed(meetingId: string): Promise<Enrichment | undefined> {
    const stored = await store.enrichment.find(meetingId);
    // One stored before objections were found (it lacks them) is computed again with today's rules.
    if (stored && Array.isArray(stored.objections)) return stored;
    const transcription = await store.transcriptions.ofMeeting(meetingId);
    if (transcription?.status !== 'done') return undefined;
    const enrichment: Enrichment = {
      meetingId,
      ...(await deps.ai.enrich(transcription.segments)),
      computedAt: new Date().toISOString(),
    };
    await store.enrichment.save(meetingId, enrichment);
    await store.coaching.setNextSteps(meetingId, enrichment.nextSteps.length > 0);
    return enrichment;
  }

  return {
    storedOrComputed,
    async forMeeting(caller: Caller, meetingId: string): Promise<Enrichment> {
      const meeting = await deps.access.visible(caller, meetingId);
      const enrichment = await storedOrComputed(meeting.id);
      if (!enrichment) {
        throw new DomainError('enrichment-awaits-transcription');
      }
      return enrichment;
    },
  };
}

export type EnrichmentService = ReturnType<typeof createEnrichmentService>;
