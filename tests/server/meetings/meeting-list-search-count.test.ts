import { beforeAll, expect, test } from 'vitest';
import { meetingListSchema, type MeetingList } from '../../../src/api-contract/meeting.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

// GET /api/meetings counts a search-box query exactly up to 1,000 matches, then answers "more than 1,000"
// (moreThanTotal, docs/api-conformance.md); filters without search stay exact.
describeOnEveryDatabase('GET /api/meetings with a search matching more than 1,000 meetings', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const added = 1001;

  beforeAll(async () => {
    // The seller's calls with one client, one in twenty failed, a day apart and all in the past.
    await server().running.db.query(
      `INSERT INTO meetings (company_id, user_id, title, meeting_url, platform, meeting_type, format, status,
                             start_time, duration_seconds, participants)
       SELECT $1, $2, 'Cotação Zebu ' || n, 'https://meet.google.com/abc-defg-hij', 'google_meet', 'EXTERNAL',
              'VIDEO', CASE WHEN n % 20 = 0 THEN 'failed' ELSE 'done' END,
              now() - make_interval(days => 400 + n), 1800, '[]'::jsonb
         FROM generate_series(1, $3::int) AS n`,
      [accounts.seller.companyId, accounts.seller.id, added],
    );
  });

  async function list(email: string, query: string): Promise<MeetingList> {
    const response = await server().get(`/api/meetings?${query}`, await tokenOf(email));
    expect(response.status).toBe(200);
    return meetingListSchema.parse(await response.json());
  }

  test('says more than 1,000, and its pages go on past the thousandth meeting', async () => {
    const first = await list(accounts.seller.email, 'query=zebu');
    expect(first).toMatchObject({ total: 1000, moreThanTotal: true, page: 1, limit: 25 });
    expect(first.meetings.map((meeting) => meeting.title).slice(0, 2)).toEqual([
      'Cotação Zebu 1',
      'Cotação Zebu 2',
    ]);
    const last = await list(accounts.seller.email, 'query=zebu&limit=100&page=11');
    expect(last.meetings.map((meeting) => meeting.title)).toEqual([`Cotação Zebu ${added}`]);
    expect(last.moreThanTotal).toBe(true);
  });

  test('counts exactly a search narrowed to at most 1,000, and filters without search', async () => {
    const failed = await list(accounts.seller.email, 'query=zebu&statusGroup=failed');
    expect(failed.total).toBe(Math.floor(added / 20));
    expect(failed.moreThanTotal).toBeUndefined();
    const everything = await list(accounts.seller.email, 'limit=1');
    expect(everything.total).toBeGreaterThan(added);
    expect(everything.moreThanTotal).toBeUndefined();
  });

  test("another company's administrator finds none of them", async () => {
    const other = await list(accounts.otherCompany.email, 'query=zebu');
    expect(other).toMatchObject({ meetings: [], total: 0 });
    expect(other.moreThanTotal).toBeUndefined();
  });
});
