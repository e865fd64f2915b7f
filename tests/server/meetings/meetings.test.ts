import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { meetingListSchema, meetingSchema, type MeetingList } from '../../../src/api-contract/meeting.ts';
import { groupOf, phaseOf, statusGroups, type StatusGroup } from '../../../src/domain/bot-lifecycle.ts';
import { tokenCache } from '../support/credentials.ts';
import {
  accounts,
  inDemoCompany,
  meetingIdAt,
  meetingPlan,
  membersOf,
  ownedBy,
  plannedIds,
  teams,
} from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

const saoPauloDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(instant));
const ids = (list: MeetingList) => list.meetings.map((meeting) => meeting.id).sort();

describeOnEveryDatabase('GET /api/meetings', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);

  async function list(email: string, query = ''): Promise<MeetingList> {
    const response = await server().get(`/api/meetings?limit=100${query}`, await tokenOf(email));
    expect(response.status).toBe(200);
    return meetingListSchema.parse(await response.json());
  }

  async function problem(email: string, pathAndQuery: string, status: number) {
    const response = await server().get(pathAndQuery, await tokenOf(email));
    expect(response.status).toBe(status);
    return apiErrorSchema.parse(await response.json());
  }

  test('a seller sees only their own meetings, newest first', async () => {
    const result = await list(accounts.seller.email);
    expect(ids(result)).toEqual(ownedBy('seller'));
    expect(result.total).toBeGreaterThanOrEqual(8);
    const starts = result.meetings.map((meeting) => meeting.startTime);
    expect(starts).toEqual(starts.toSorted().toReversed());
  });

  test('a team leader (role admin) also sees the meetings of their team members', async () => {
    expect(ids(await list(accounts.leader.email))).toEqual(ownedBy(...membersOf('comercial')));
  });

  test('a leader whose role is MASTER in upper case sees their team too', async () => {
    expect(ids(await list(accounts.beatriz.email))).toEqual(ownedBy(...membersOf('insideSales')));
  });

  test('an administrator sees the whole company and nothing of another company', async () => {
    const result = await list(accounts.admin.email);
    expect(ids(result)).toEqual(plannedIds(inDemoCompany));
    expect(result.total).toBeGreaterThanOrEqual(30);
    expect(ids(await list(accounts.otherCompany.email))).toEqual(ownedBy('otherCompany'));
  });

  test('filters by meetingType and status', async () => {
    const internal = await list(accounts.admin.email, '&meetingType=INTERNAL');
    expect(ids(internal)).toEqual(plannedIds((plan) => inDemoCompany(plan) && plan.kind === 'internal'));
    const removed = await list(accounts.admin.email, '&status=bot_removed');
    expect(ids(removed)).toEqual(plannedIds((plan) => inDemoCompany(plan) && plan.status === 'bot_removed'));
    expect(removed.meetings.every((meeting) => meeting.exitReason === 'kicked_from_call')).toBe(true);
  });

  test('filters by status group: each planned meeting in exactly the group of its status', async () => {
    const inGroup = (group: StatusGroup) => (plan: { status: string }) =>
      groupOf(phaseOf(plan.status)) === group;
    const seen: string[] = [];
    for (const group of statusGroups) {
      const grouped = await list(accounts.admin.email, `&statusGroup=${group}`);
      expect({ group, ids: ids(grouped) }).toEqual({
        group,
        ids: plannedIds((plan) => inDemoCompany(plan) && inGroup(group)(plan)),
      });
      seen.push(...ids(grouped));
    }
    expect(seen.toSorted()).toEqual(plannedIds(inDemoCompany));
    expect(ids(await list(accounts.admin.email, '&statusGroup=failed'))).toContain(
      plannedIds((plan) => inDemoCompany(plan) && plan.status === 'bot_removed')[0],
    );
  });

  test('query matches a participant name or the title, ignoring case, and treats % literally', async () => {
    const byParticipant = await list(accounts.admin.email, '&query=JULIANA');
    expect(ids(byParticipant)).toEqual(
      plannedIds((plan) => inDemoCompany(plan) && 'client' in plan && plan.client === 'bomPreco'),
    );
    const byTitle = await list(accounts.seller.email, '&query=rota%20sul');
    expect(ids(byTitle)).toEqual(
      plannedIds((plan) => plan.owner === 'seller' && 'client' in plan && plan.client === 'rotaSul'),
    );
    expect((await list(accounts.admin.email, '&query=%25')).total).toBe(0);
    // The searched texts sit one a line in meetings.list_text: a search never spans the title and a name.
    const [meeting] = byParticipant.meetings;
    const across = `${meeting?.title.slice(-3)}\n${meeting?.participants[0]?.name.slice(0, 3)}`;
    expect((await list(accounts.admin.email, `&query=${encodeURIComponent(across)}`)).total).toBe(0);
  });

  test('userId and teamId narrow within what the caller may see', async () => {
    const leader = accounts.leader.email;
    expect(ids(await list(leader, `&userId=${accounts.fernanda.id}`))).toEqual(ownedBy('fernanda'));
    expect((await list(leader, `&userId=${accounts.joao.id}`)).total).toBe(0);
    expect((await list(leader, '&userId=not-a-uuid')).total).toBe(0);
    expect(ids(await list(accounts.admin.email, `&teamId=${teams.insideSales.id}`))).toEqual(
      ownedBy(...membersOf('insideSales')),
    );
    expect((await list(accounts.seller.email, `&teamId=${teams.insideSales.id}`)).total).toBe(0);
  });

  test('startDate and endDate are inclusive calendar days in São Paulo', async () => {
    // Planned at 21:30 in São Paulo: already the next day in UTC.
    const lateIndex = meetingPlan.findIndex((plan) => plan.owner === 'seller' && plan.time === '21:30');
    const late = meetingSchema.parse(
      await (
        await server().get(`/api/meetings/${meetingIdAt(lateIndex)}`, await tokenOf(accounts.seller.email))
      ).json(),
    );
    const day = saoPauloDay(late.startTime);
    const utcDay = late.startTime.slice(0, 10);
    expect(utcDay).not.toBe(day);
    expect(ids(await list(accounts.seller.email, `&startDate=${day}&endDate=${day}`))).toEqual([late.id]);
    expect(ids(await list(accounts.seller.email, `&startDate=${utcDay}&endDate=${utcDay}`))).not.toContain(
      late.id,
    );

    const all = await list(accounts.seller.email);
    const past = all.meetings.filter((meeting) => meeting.status !== 'scheduled');
    const first = saoPauloDay(past.at(-1)!.startTime);
    const last = saoPauloDay(past[0]!.startTime);
    expect(ids(await list(accounts.seller.email, `&startDate=${first}&endDate=${last}`))).toEqual(
      past.map((meeting) => meeting.id).sort(),
    );
  });

  test('pages with limit and page, reporting the total', async () => {
    const token = await tokenOf(accounts.seller.email);
    const everything = await list(accounts.seller.email);
    const pages: MeetingList[] = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await server().get(`/api/meetings?limit=4&page=${page}`, token);
      pages.push(meetingListSchema.parse(await response.json()));
    }
    expect(pages.map((page) => page.meetings.length)).toEqual([4, 4, everything.total - 8, 0]);
    expect(pages.every((page) => page.total === everything.total && page.limit === 4)).toBe(true);
    expect(pages[1]!.page).toBe(2);
    expect(pages.flatMap((page) => page.meetings.map((meeting) => meeting.id))).toEqual(
      everything.meetings.map((meeting) => meeting.id),
    );
  });

  test('defaults to 25 a page', async () => {
    const result = meetingListSchema.parse(
      await (await server().get('/api/meetings', await tokenOf(accounts.admin.email))).json(),
    );
    expect(result).toMatchObject({ page: 1, limit: 25 });
    expect(result.meetings).toHaveLength(25);
  });

  test('answers a bad query with 400 and the issues, never a stack trace', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['status=nope', 'status'],
      ['meetingType=external', 'meetingType'],
      ['startDate=2026-13-01', 'startDate'],
    ] as const) {
      const body = await problem(accounts.seller.email, `/api/meetings?${query}`, 400);
      expect(body.issues?.map((issue) => issue.path)).toContain(field);
      expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });
});

describeOnEveryDatabase('GET /api/meetings/:id', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const fetchMeeting = async (email: string, id: string) =>
    server().get(`/api/meetings/${id}`, await tokenOf(email));
  const indexOf = (owner: keyof typeof accounts) => meetingPlan.findIndex((plan) => plan.owner === owner);

  test('answers a visible meeting with the full contract', async () => {
    const response = await fetchMeeting(accounts.leader.email, meetingIdAt(indexOf('fernanda')));
    expect(response.status).toBe(200);
    const meeting = meetingSchema.parse(await response.json());
    expect(meeting.owner).toMatchObject({ id: accounts.fernanda.id, name: 'Fernanda Lima' });
    expect(meeting.teamId).toBe(teams.comercial.id);
    expect(meeting.participants.length).toBeGreaterThan(0);
  });

  // The SPA's polls are revalidated by the browser's cache with the ETag (server/http/etag.ts).
  test('answers 304 to its own weak ETag, and a new ETag once the meeting changed', async () => {
    const id = meetingIdAt(indexOf('fernanda'));
    const token = await tokenOf(accounts.leader.email);
    const withTag = (ifNoneMatch: string) =>
      fetch(`${server().baseUrl}/api/meetings/${id}`, {
        headers: { authorization: token, 'if-none-match': ifNoneMatch },
      });
    const first = await fetchMeeting(accounts.leader.email, id);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    const unchanged = await withTag(tag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(tag);
    expect(await unchanged.text()).toBe('');
    expect((await withTag(`"other", ${tag.slice(2)}`)).status).toBe(304);
    expect((await withTag('W/"other"')).status).toBe(200);

    const db = server().running.db;
    const [before] = await db.query<{ title: string }>('SELECT title FROM meetings WHERE id = $1', [id]);
    await db.query('UPDATE meetings SET title = $2 WHERE id = $1', [id, `${before!.title} (editada)`]);
    try {
      const changed = await withTag(tag);
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
      expect(meetingSchema.parse(await changed.json()).title).toBe(`${before!.title} (editada)`);
    } finally {
      await db.query('UPDATE meetings SET title = $2 WHERE id = $1', [id, before!.title]);
    }
  });

  test("answers 404 for another company's meeting, even to an administrator", async () => {
    const response = await fetchMeeting(accounts.admin.email, meetingIdAt(indexOf('otherCompany')));
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).status).toBe(404);
  });

  test("answers 404 for a colleague's meeting the caller does not lead, and for an id that is not a uuid", async () => {
    expect((await fetchMeeting(accounts.seller.email, meetingIdAt(indexOf('fernanda')))).status).toBe(404);
    expect((await fetchMeeting(accounts.leader.email, meetingIdAt(indexOf('joao')))).status).toBe(404);
    expect((await fetchMeeting(accounts.seller.email, 'nope')).status).toBe(404);
  });
});
