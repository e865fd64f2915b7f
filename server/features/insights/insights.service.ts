import { randomUUID } from 'node:crypto';
import { storeCoaching } from '../coaching/coaching.service.ts';
import type { AnswersService } from '../answers/answers.service.ts';
import type { EnrichmentService } from '../enrichment/enrichment.service.ts';
import type { Store } from '../store.ts';

/**
 * A changed transcript makes its answers' quotes and its enrichment stale: they are recomputed on demand.
 * Its coaching figures are recomputed at once (no AI, milliseconds), so the dashboard never misses the
 * meeting; their "has next steps" is told again when the enrichment is (enrichment.service.ts).
 */
export async function forgetInsights(
  store: Pick<Store, 'answers' | 'enrichment' | 'coaching' | 'transcriptions'>,
  meetingId: string,
) {
  await forgetAiInsights(store, meetingId);
  await storeCoaching(store, meetingId);
}

async function forgetAiInsights(store: Pick<Store, 'answers' | 'enrichment'>, meetingId: string) {
  await store.answers.remove(meetingId);
  await store.enrichment.remove(meetingId);
}

/** What the AI makes of a transcript (answers and enrichment), kept in step with the transcript. */
export function createInsightsService(deps: {
  store: Store;
  answers: AnswersService;
  enrichment: EnrichmentService;
  /**
   * Once the answers and enrichment are stored: queues the follow-ups (webhook, CRM note, e-mail) of this
   * analysis (follow-ups.ts); none for the demo seed, which must not call out.
   */
  followUps?: { start(meetingId: string, analysisId: string): Promise<void> };
}) {
  const { store, followUps } = deps;

  return {
    /**
     * After a meeting's transcript is final: answers and enrichment computed once and stored, then the
     * follow-ups (webhook, CRM note, e-mail) queued as jobs. `analysisId` (the analysis job's id) keys
     * them: the same analysis run again (its job retried) queues none twice.
     */
    async analyse(meetingId: string, analysisId: string = randomUUID()): Promise<void> {
      const meeting = await store.meetings.find(meetingId);
      if (!meeting) return;
      // Coaching is computed once, below, with the enrichment's next steps (not also by forgetInsights).
      await forgetAiInsights(store, meetingId);
      await deps.answers.compute(meetingId, meeting.template_id);
      const enrichment = await deps.enrichment.storedOrComputed(meetingId);
      await storeCoaching(store, meetingId, (enrichment?.nextSteps.length ?? 0) > 0);
      await followUps?.start(meetingId, analysisId);
    },
  };
}
