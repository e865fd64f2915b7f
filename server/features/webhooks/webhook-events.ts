import type { Enrichment, MeetingAnswer } from '../../../src/api-contract/meeting-detail.ts';
import type { WebhookEvent } from '../../../src/api-contract/webhook.ts';
import { ownerNameOf, type MeetingRow } from '../meetings/meeting-row.ts';

/**
 * The JSON a receiver gets (docs/configuration.md, "Webhook"): one envelope for every event, `id` being the event id the
 * receiver deduplicates retries on. Written once, stored as the delivery's body, and sent byte for byte.
 */
function envelope(id: string, event: WebhookEvent, createdAt: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ id, event, createdAt: createdAt.toISOString(), data });
}

export function pingBody(id: string, createdAt: Date): string {
  return envelope(id, 'ping', createdAt, {
    message: 'Teste de webhook do Pauta: se você recebeu isto, a URL e a assinatura estão funcionando.',
  });
}

/** `meeting.done`: what the meeting was, what the AI made of it, and where to open it in the app. */
export function meetingDoneBody(input: {
  id: string;
  createdAt: Date;
  meeting: MeetingRow;
  enrichment: Enrichment | undefined;
  answers: MeetingAnswer[] | undefined;
  publicUrl: string;
}): string {
  const { meeting } = input;
  return envelope(input.id, 'meeting.done', input.createdAt, {
    meeting: {
      id: meeting.id,
      title: meeting.title,
      startTime: new Date(meeting.start_time).toISOString(),
      durationSeconds: meeting.duration_seconds,
      meetingType: meeting.meeting_type,
      platform: meeting.platform,
      owner: { id: meeting.owner_id, name: ownerNameOf(meeting), email: meeting.owner_email },
      participants: meeting.participants,
      url: `${input.publicUrl}/meetings/${meeting.id}`,
    },
    summary: input.enrichment?.summary ?? null,
    nextSteps: (input.enrichment?.nextSteps ?? []).map((step) => ({
      text: step.text,
      speaker: step.speaker,
    })),
    answers: (input.answers ?? []).map((answer) => ({
      questionId: answer.questionId,
      question: answer.question,
      answer: answer.answer,
    })),
  });
}
