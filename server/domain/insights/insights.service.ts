import type { AnswersService } from '../answers/answers.service.ts';
import type { EnrichmentService } from '../enrichment/enrichment.service.ts';
import type { Store } from '../store.ts';

/** A changed transcript makes its answers' quotes and its enrichment stale: they are recomputed on demand. */
export async function forgetInsights(store: Pick<Store, 'answers' | 'enrichment'>, meetingId: string) {
  await store.answers.remove(meetingId);
  await store.enrichment.remove(meetingId);
}

/** What the AI makes of a transcript (answers and enrichment), kept in step with the transcript. */
export function createInsightsService(deps: {
  store: Store;
  answers: AnswersService;
  enrichment: EnrichmentService;
}) {
  const { store } = deps;

  return {
    /** After a meeting's transcript is final: answers and enrichment computed once and stored. */
    async analyse(meetingId: string): Promise<void> {
      const meeting = await store.meetings.find(meetingId);
      if (!meeting) return;
      await forgetInsights(store, meetingId);
      await deps.answers.compute(meetingId, meeting.template_id);
      await deps.enrichment.storedOrComputed(meetingId);
    },
  };
}
