import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chatHistorySchema } from '../../../src/api-contract/chat.ts';
import { dailyReportConfigListSchema } from '../../../src/api-contract/daily-report.ts';
import { talkTimeSchema } from '../../../src/api-contract/enablement.ts';
import { meetingListSchema } from '../../../src/api-contract/meeting.ts';
import { teamListSchema, teamMemberListSchema } from '../../../src/api-contract/team.ts';
import { templateListSchema } from '../../../src/api-contract/template.ts';
import { vocabularyListSchema } from '../../../src/api-contract/vocabulary.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, companies, membersOf, meetingPlan, ownedBy, teams } from '../support/seed-facts.ts';
import { startOn, type TestServer } from '../support/test-server.ts';
import type { AccountKey } from '../../../server/db/seed/accounts.ts';

/*
 * What lists leave out (issue 14). permission-sweep.test.ts checks the status of every route for every caller;
 * this checks, for every list endpoint, that the rows each caller gets are exactly the ones the table below
 * says that caller may see: never another company's, never a colleague's private ones. The expectations are
 * written per caller from the seed's people (whose meetings, which team), not computed by the server's rules.
 *
 * Callers as in permission-table.ts: seller (Lucas, Comercial member), peer (Fernanda, same team), leader
 * (Mariana, leads Comercial), admin (Ricardo, the company's administrator), outsider (Helena, another company).
 */
type Caller = 'seller' | 'peer' | 'leader' | 'admin' | 'outsider';
const callers: Caller[] = ['seller', 'peer', 'leader', 'admin', 'outsider'];
const accountOf: Record<Caller, AccountKey> = {
  seller: 'seller',
  peer: 'fernanda',
  leader: 'leader',
  admin: 'admin',
  outsider: 'otherCompany',
};

const demoOwners = [...new Set(meetingPlan.map((plan) => plan.owner))].filter(
  (owner) => accounts[owner].companyId === companies.demo.id,
);
const idsOf = (keys: AccountKey[]) => keys.map((key) => accounts[key].id).sort();

/** Meetings, by whose they are: a seller sees their own, a leader their team's, an admin the company's. */
const meetingsTable: Record<Caller, string[]> = {
  seller: ownedBy('seller'),
  peer: ownedBy('fernanda'),
  leader: ownedBy(...membersOf('comercial')),
  admin: ownedBy(...demoOwners),
  outsider: ownedBy('otherCompany'),
};

/** Teams by name: one's own; an administrator every team of the company; another company none of ours. */
const teamsTable: Record<Caller, string[]> = {
  seller: ['Comercial'],
  peer: ['Comercial'],
  leader: ['Comercial'],
  admin: ['Comercial', 'Inside Sales'],
  outsider: [],
};

/** The Comercial team's members (ids); 'refused' where the caller gets no list at all. */
const comercialMembersTable: Record<Caller, string[] | 'refused'> = {
  seller: idsOf(membersOf('comercial')),
  peer: idsOf(membersOf('comercial')),
  leader: idsOf(membersOf('comercial')),
  admin: idsOf(membersOf('comercial')),
  outsider: 'refused',
};

/**
 * The templates this suite writes (by name), as each caller's list must show them: one's own private ones,
 * the shared ones of one's company, nothing private of a colleague, nothing of another company.
 */
const templatesTable: Record<Caller, string[]> = {
  seller: ['Lista: privado do Lucas', 'Lista: compartilhado do Lucas'],
  peer: ['Lista: compartilhado do Lucas', 'Lista: privado da Fernanda'],
  leader: ['Lista: compartilhado do Lucas'],
  admin: ['Lista: compartilhado do Lucas'],
  outsider: ['Lista: privado da Helena', 'Lista: compartilhado da Helena'],
};

/** The vocabulary words this suite adds: a company's words are its own people's, every one of them. */
const vocabularyTable: Record<Caller, string[]> = {
  seller: ['ListaDemoLucas', 'ListaDemoFernanda'],
  peer: ['ListaDemoLucas', 'ListaDemoFernanda'],
  leader: ['ListaDemoLucas', 'ListaDemoFernanda'],
  admin: ['ListaDemoLucas', 'ListaDemoFernanda'],
  outsider: ['ListaOutraHelena'],
};

/** The chat about the seller's meeting: each caller who may open it reads only their own conversation. */
const chatTable: Record<Caller, string[] | 'refused'> = {
  seller: ['Lista: pergunta do Lucas'],
  peer: 'refused',
  leader: ['Lista: pergunta da Mariana'],
  admin: [],
  outsider: 'refused',
};

/** Daily reports are the administrator's: the list is theirs alone; everyone else is refused. */
const reportsTable: Record<Caller, string[] | 'refused'> = {
  seller: 'refused',
  peer: 'refused',
  leader: 'refused',
  admin: ['Lista: relatório da empresa'],
  outsider: 'refused',
};

/**
 * The Comercial dashboard's per-seller rows: someone, and nobody from outside Comercial (who spoke in the
 * quarter depends on the seed's history); 'refused' for those who do not lead the team.
 */
const onlyComercial = { someone: true, outsideComercial: [] };
const talkTimeTable: Record<Caller, typeof onlyComercial | 'refused'> = {
  seller: 'refused',
  peer: 'refused',
  leader: onlyComercial,
  admin: onlyComercial,
  outsider: 'refused',
};

const sellerMeeting = ownedBy('seller').find(
  (id) => meetingPlan[Number(id.slice(-12)) - 1]?.status === 'done',
)!;

let server: TestServer | undefined;
const tokenOf = tokenCache(() => server!.baseUrl);

async function call(caller: Caller, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${server!.baseUrl}${path}`, {
    method,
    headers: {
      authorization: await tokenOf(accounts[accountOf[caller]].email),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

async function ok(caller: Caller, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await call(caller, method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} as ${caller}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The rows of a list, or 'refused' when the caller gets a 403 or 404 instead of one. */
async function rows<T>(caller: Caller, path: string, read: (json: unknown) => T): Promise<T | 'refused'> {
  const response = await call(caller, 'GET', path);
  if (response.status === 403 || response.status === 404) return 'refused';
  expect(response.status, `GET ${path} as ${caller}`).toBe(200);
  return read(await response.json());
}

async function allMeetingIds(caller: Caller): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const list = meetingListSchema.parse(await ok(caller, 'GET', `/api/meetings?limit=100&page=${page}`));
    ids.push(...list.meetings.map((meeting) => meeting.id));
    if (ids.length >= list.total || list.meetings.length === 0) return ids.sort();
  }
}

async function template(caller: Caller, name: string, shared: boolean) {
  const { id } = (await ok(caller, 'POST', '/api/templates', { name, questions: ['Qual o prazo?'] })) as {
    id: string;
  };
  if (shared) await ok(caller, 'PATCH', `/api/templates/share/${id}`, { isShared: true });
}

/** A chat question about the seller's meeting; the answer streams (NDJSON) and is read to its end. */
async function ask(caller: Caller, content: string) {
  const response = await call(caller, 'POST', `/api/meeting-chat/${sellerMeeting}/message`, { content });
  const text = await response.text();
  if (!response.ok) throw new Error(`a chat question as ${caller}: ${response.status} ${text}`);
}

describe('list contents: each list holds exactly the rows its caller may see', () => {
  beforeAll(async () => {
    server = await startOn('pglite');
    await template('seller', 'Lista: privado do Lucas', false);
    await template('seller', 'Lista: compartilhado do Lucas', true);
    await template('peer', 'Lista: privado da Fernanda', false);
    await template('outsider', 'Lista: privado da Helena', false);
    await template('outsider', 'Lista: compartilhado da Helena', true);
    await ok('seller', 'POST', '/api/companies/vocabularies', { word: 'ListaDemoLucas' });
    await ok('peer', 'POST', '/api/companies/vocabularies', { word: 'ListaDemoFernanda' });
    await ok('outsider', 'POST', '/api/companies/vocabularies', { word: 'ListaOutraHelena' });
    await ask('seller', 'Lista: pergunta do Lucas');
    await ask('leader', 'Lista: pergunta da Mariana');
    await ok('admin', 'POST', '/api/daily-report-config', {
      name: 'Lista: relatório da empresa',
      recipients: ['lista@demo.com.br'],
      teamIds: [teams.comercial.id],
      timeOfDay: '18:00',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the table speaks of real rows: the seller has a finished meeting, each team has members', () => {
    expect(sellerMeeting).toBeDefined();
    expect(membersOf('comercial').length).toBeGreaterThan(1);
    expect(meetingsTable.outsider.length).toBeGreaterThan(0);
  });

  test.each(callers)('GET /api/meetings as the %s', async (caller) => {
    expect(await allMeetingIds(caller)).toEqual(meetingsTable[caller]);
  });

  test.each(callers)('GET /api/teams as the %s', async (caller) => {
    const teamList = teamListSchema.parse(await ok(caller, 'GET', '/api/teams'));
    expect(teamList.map((team) => team.name).sort()).toEqual(teamsTable[caller]);
  });

  test.each(callers)('GET /api/teams/:id/members (Comercial) as the %s', async (caller) => {
    const members = await rows(caller, `/api/teams/${teams.comercial.id}/members`, (json) =>
      teamMemberListSchema
        .parse(json)
        .map((member) => member.userId)
        .sort(),
    );
    expect(members).toEqual(comercialMembersTable[caller]);
  });

  test.each(callers)('GET /api/templates as the %s', async (caller) => {
    const list = templateListSchema.parse(await ok(caller, 'GET', '/api/templates'));
    const written = list.filter((row) => row.name.startsWith('Lista: ')).map((row) => row.name);
    expect(written.sort()).toEqual([...templatesTable[caller]].sort());
    // Whatever else is listed is the caller's company's: a shared template of a colleague, or ready-made.
    const owners = list.flatMap((row) => (row.owner ? [row.owner.id] : []));
    const company = accounts[accountOf[caller]].companyId;
    const foreign = owners.filter(
      (id) => Object.values(accounts).find((a) => a.id === id)?.companyId !== company,
    );
    expect(foreign).toEqual([]);
  });

  test("GET /api/templates: the ready-made templates of one company are not another's", async () => {
    const readyMade = async (caller: Caller) =>
      templateListSchema
        .parse(await ok(caller, 'GET', '/api/templates'))
        .filter((row) => row.owner === null)
        .map((row) => row.id);
    const demo = await readyMade('seller');
    expect(demo.length).toBeGreaterThan(0);
    for (const caller of ['peer', 'leader', 'admin'] as const) expect(await readyMade(caller)).toEqual(demo);
    expect((await readyMade('outsider')).filter((id) => demo.includes(id))).toEqual([]);
  });

  test.each(callers)('GET /api/companies/vocabularies as the %s', async (caller) => {
    const words = vocabularyListSchema
      .parse(await ok(caller, 'GET', '/api/companies/vocabularies'))
      .map((row) => row.word)
      .filter((word) => word.startsWith('Lista'));
    expect(words.sort()).toEqual([...vocabularyTable[caller]].sort());
  });

  test.each(callers)("GET /api/meeting-chat/:meetingId (the seller's meeting) as the %s", async (caller) => {
    const questions = await rows(caller, `/api/meeting-chat/${sellerMeeting}`, (json) =>
      chatHistorySchema
        .parse(json)
        .filter((message) => message.role === 'user')
        .map((message) => message.content),
    );
    expect(questions).toEqual(chatTable[caller]);
  });

  test.each(callers)('GET /api/daily-report-config as the %s', async (caller) => {
    const names = await rows(caller, '/api/daily-report-config', (json) =>
      dailyReportConfigListSchema.parse(json).map((config) => config.name),
    );
    expect(names).toEqual(reportsTable[caller]);
  });

  test.each(callers)(
    'GET /api/enablement/talk-time/:teamId (Comercial, a quarter) as the %s',
    async (caller) => {
      const sellers = await rows(
        caller,
        `/api/enablement/talk-time/${teams.comercial.id}?timeFilter=quarter`,
        (json) => talkTimeSchema.parse(json).speaking.map((row) => row.userId),
      );
      const comercial = idsOf(membersOf('comercial'));
      const verdict =
        sellers === 'refused'
          ? sellers
          : {
              someone: sellers.length > 0,
              outsideComercial: sellers.filter((id) => !comercial.includes(id)),
            };
      expect(verdict).toEqual(talkTimeTable[caller]);
    },
  );
});
