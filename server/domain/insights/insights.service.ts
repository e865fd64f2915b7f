import { storeCoaching } from '../coaching/coaching.service.ts';
import type { AnswersService } from '../answers/answers.service.ts';
import type { EnrichmentService } from '../enrichment/enrichment.service.ts';
import type { Store } from '../store.ts';
import { runFollowUps, type MeetingFollowUp } from './follow-ups.ts';

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
  /** Run once the answers and enrichment are stored; none for the demo seed (it must not call out). */
  followUps?: readonly MeetingFollowUp[];
  /** Where a follow-up's failure is reported besides the meeting's logs (the server log by default). */
  report?: (message: string, error: unknown) => void;
}) {
  const { store, followUps = [] } = deps;
  const report = deps.report ?? ((message, error) => console.error(`[insights] ${message}`, error));

  return {
    /**
     * After a meeting's transcript is final: answers and enrichment computed once and stored, then the
     * follow-ups (webhook, CRM note, e-mail), whose failures land on the meeting's logs.
     */
    async analyse(meetingId: string): Promise<void> {
      const meeting = await store.meetings.find(meetingId);
      if (!meeting) return;
      // Coaching is computed once, below, with the enrichment's next steps (not also by forgetInsights).
      await forgetAiInsights(store, meetingId);
      await deps.answers.compute(meetingId, meeting.template_id);
      const enrichment = await deps.enrichment.storedOrComputed(meetingId);
      await storeCoaching(store, meetingId, (enrichment?.nextSteps.length ?? 0) > 0);
      await runFollowUps({ store, followUps, meetingId, report });
    },
  };
}
