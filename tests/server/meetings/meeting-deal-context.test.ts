import { expect, test } from 'vitest';
import { enrichmentSchema } from '../../../src/api-contract/meeting-detail.ts';
import { meetingListSchema, meetingSchema, type Meeting } from '../../../src/api-contract/meeting.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

/** Issue 30: a card of the list tells the deal's context, read from the meeting's enrichment in the same query. */
describeOnEveryDatabase('GET /api/meetings: the deal context of each meeting', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);

  async function listOf(email: string): Promise<Meeting[]> {
    const response = await server().get('/api/meetings?limit=100', await tokenOf(email));
    expect(response.status).toBe(200);
    return meetingListSchema.parse(await response.json()).meetings;
  }

  test('a finished meeting carries its summary, first next step and objection kinds; the others none', async () => {
    const meetings = await listOf(accounts.admin.email);
    const finished = meetings.filter((meeting) => meeting.status === 'done');
    expect(finished.length).toBeGreaterThan(3);
    for (const meeting of finished) {
      const response = await server().get(
        `/api/enrichment/${meeting.id}`,
        await tokenOf(accounts.admin.email),
      );
      const enrichment = enrichmentSchema.parse(await response.json());
      expect(meeting.dealContext).toEqual({
        summary: enrichment.summary,
        nextStep: enrichment.nextSteps[0]?.text ?? null,
        objectionKinds: [...new Set(enrichment.objections.map((objection) => objection.kind))],
      });
    }
    // The seed's calls raise the same kind more than once: each kind is told once, in the order first raised.
    expect(finished.some((meeting) => meeting.dealContext!.objectionKinds.length > 1)).toBe(true);
    const unanalysed = meetings.filter(
      (meeting) => meeting.status === 'scheduled' || meeting.status === 'failed',
    );
    expect(unanalysed.length).toBeGreaterThan(0);
    expect(unanalysed.every((meeting) => meeting.dealContext === null)).toBe(true);
  });

  test('another company sees only its own meetings’ context', async () => {
    const demoSummaries = new Set(
      (await listOf(accounts.admin.email)).flatMap((meeting) => meeting.dealContext?.summary ?? []),
    );
    const other = await listOf(accounts.otherCompany.email);
    expect(other.every((meeting) => meeting.owner.id === accounts.otherCompany.id)).toBe(true);
    expect(other.some((meeting) => demoSummaries.has(meeting.dealContext?.summary ?? ''))).toBe(false);
  });

  test('an enrichment stored before objections were kept, with no next step, reads as none of either', async () => {
    const [meeting] = (await listOf(accounts.seller.email)).filter((listed) => listed.dealContext !== null);
    if (!meeting) throw new Error('the seller has a finished meeting');
    await server().running.db.query(
      `UPDATE meeting_enrichments
          SET enrichment = (enrichment - 'objections') || '{"nextSteps": []}'::jsonb
        WHERE meeting_id = $1`,
      [meeting.id],
    );
    const response = await server().get(`/api/meetings/${meeting.id}`, await tokenOf(accounts.seller.email));
    expect(meetingSchema.parse(await response.json()).dealContext).toEqual({
      summary: meeting.dealContext!.summary,
      nextStep: null,
      objectionKinds: [],
    });
  });
});
