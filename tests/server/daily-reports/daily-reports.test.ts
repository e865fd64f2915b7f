import { describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import {
  dailyReportConfigListSchema,
  dailyReportConfigSchema,
  dailyReportMessages,
  dailyReportOptionsSchema,
  dailyReportTestSentSchema,
} from '../../../src/api-contract/daily-report.ts';
import { refusalMessage, serverForFile } from '../support/file-server.ts';
import { accounts, companies, teams } from '../support/seed-facts.ts';
import { startTestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

const path = '/api/daily-report-config';
const server = serverForFile(async () =>
  startTestServer(await seededPglite(), { env: { DAILY_REPORT_TESTS_PER_HOUR: '3' } }),
);
const { call, tokenOf } = server;
const admin = accounts.admin.email;

const valid = {
  name: 'Comercial — fim do dia',
  recipients: ['gestao@demo.com.br'],
  teamIds: [teams.comercial.id],
  sellerIds: [],
  timeOfDay: '18:30',
  emailEnabled: true,
};
async function create(body: unknown = valid) {
  const response = await call(admin, 'POST', path, body);
  expect(response.status).toBe(200);
  return dailyReportConfigSchema.parse(await response.json());
}

describe('daily report configs', () => {
  test('an administrator creates, reads, lists, edits and deletes a report', async () => {
    const created = await create({
      ...valid,
      recipients: [' Gestao@Demo.com.br ', 'gestao@demo.com.br', 'diretoria@demo.com.br'],
    });
    expect(created).toMatchObject({
      name: 'Comercial — fim do dia',
      recipients: ['gestao@demo.com.br', 'diretoria@demo.com.br'],
      teamIds: [teams.comercial.id],
      sellerIds: [],
      timeOfDay: '18:30',
      emailEnabled: true,
    });
    expect(created.lastSentOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const read = dailyReportConfigSchema.parse(
      await (await call(admin, 'GET', `${path}/${created.id}`)).json(),
    );
    expect(read).toEqual(created);
    const list = dailyReportConfigListSchema.parse(await (await call(admin, 'GET', path)).json());
    expect(list.map((config) => config.id)).toContain(created.id);

    const edited = await call(admin, 'PATCH', `${path}/${created.id}`, {
      name: 'Só o Lucas',
      teamIds: [],
      sellerIds: [accounts.seller.id],
      emailEnabled: false,
    });
    expect(edited.status).toBe(200);
    expect(dailyReportConfigSchema.parse(await edited.json())).toMatchObject({
      name: 'Só o Lucas',
      teamIds: [],
      sellerIds: [accounts.seller.id],
      emailEnabled: false,
      timeOfDay: '18:30',
    });

    expect((await call(admin, 'DELETE', `${path}/${created.id}`)).status).toBe(204);
    expect(await refusalMessage(await call(admin, 'GET', `${path}/${created.id}`), 404)).toBe(
      dailyReportMessages.notFound,
    );
    expect(await refusalMessage(await call(admin, 'DELETE', `${path}/${created.id}`), 404)).toBe(
      dailyReportMessages.notFound,
    );
  });

  test('the options are the company’s teams and people, none of another company', async () => {
    const options = dailyReportOptionsSchema.parse(
      await (await call(admin, 'GET', `${path}/options`)).json(),
    );
    expect(options.teams.map((team) => team.id)).toContain(teams.comercial.id);
    expect(options.sellers).toContainEqual({
      id: accounts.seller.id,
      name: 'Lucas Almeida',
      email: accounts.seller.email,
    });
    expect(options.sellers.map((seller) => seller.id)).not.toContain(accounts.otherCompany.id);
  });

  test.each([
    [{ ...valid, name: '   ' }, dailyReportMessages.nameEmpty],
    [{ ...valid, name: 'x'.repeat(81) }, dailyReportMessages.nameTooLong],
    [{ ...valid, recipients: [] }, dailyReportMessages.recipientsEmpty],
    [{ ...valid, recipients: ['gestao@demo', 'ok@demo.com.br'] }, dailyReportMessages.recipientInvalid],
    [
      { ...valid, recipients: Array.from({ length: 21 }, (_, i) => `p${i}@demo.com.br`) },
      dailyReportMessages.recipientsTooMany,
    ],
    [{ ...valid, teamIds: [], sellerIds: [] }, dailyReportMessages.coverageEmpty],
    [{ ...valid, timeOfDay: '24:00' }, dailyReportMessages.timeInvalid],
    [{ ...valid, timeOfDay: '7:30' }, dailyReportMessages.timeInvalid],
    [{ ...valid, teamIds: ['not-a-team'] }, dailyReportMessages.teamUnknown],
    [{ ...valid, teamIds: [], sellerIds: [accounts.otherCompany.id] }, dailyReportMessages.sellerUnknown],
  ])('a bad report is refused in Portuguese (%#)', async (body, message) => {
    expect(await refusalMessage(await call(admin, 'POST', path, body), 400)).toBe(message);
  });

  test('a malformed body is a 400 that says so', async () => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: await tokenOf(admin), 'content-type': 'application/json' },
      body: '{"name": "sem fim"',
    });
    expect(await refusalMessage(response, 400)).toBe('Corpo da requisição não é um JSON válido.');
  });

  test('an edit that leaves nobody covered is refused and changes nothing', async () => {
    const created = await create();
    expect(
      await refusalMessage(
        await call(admin, 'PATCH', `${path}/${created.id}`, { teamIds: [], name: 'Novo' }),
        400,
      ),
    ).toBe(dailyReportMessages.coverageEmpty);
    const read = dailyReportConfigSchema.parse(
      await (await call(admin, 'GET', `${path}/${created.id}`)).json(),
    );
    expect(read.name).toBe(valid.name);
  });

  test('sellers and leaders are refused (403) whatever they send', async () => {
    const created = await create();
    for (const email of [accounts.seller.email, accounts.leader.email]) {
      expect(await refusalMessage(await call(email, 'GET', path), 403)).toBe(dailyReportMessages.adminOnly);
      expect(await refusalMessage(await call(email, 'POST', path, { name: '' }), 403)).toBe(
        dailyReportMessages.adminOnly,
      );
      expect(await refusalMessage(await call(email, 'PATCH', `${path}/${created.id}`, valid), 403)).toBe(
        dailyReportMessages.adminOnly,
      );
      expect(await refusalMessage(await call(email, 'POST', `${path}/${created.id}/send-test`), 403)).toBe(
        dailyReportMessages.adminOnly,
      );
    }
    // Another company's seller: refused too (their company may not even have the feature on).
    expect((await call(accounts.otherCompany.email, 'GET', path)).status).toBe(403);
  });

  test('another company’s report does not exist for this company’s administrator (404)', async () => {
    const [other] = await server.running.db.query<{ id: string }>(
      `INSERT INTO daily_report_configs (company_id, name, recipients, seller_ids, time_of_day)
       VALUES ($1, 'Outra empresa', ARRAY['dona@outraempresa.com.br'], ARRAY[$2]::uuid[], '08:00') RETURNING id`,
      [companies.other.id, accounts.otherCompany.id],
    );
    const id = other!.id;
    const list = dailyReportConfigListSchema.parse(await (await call(admin, 'GET', path)).json());
    expect(list.map((config) => config.id)).not.toContain(id);
    for (const [method, url, body] of [
      ['GET', `${path}/${id}`],
      ['PATCH', `${path}/${id}`, { name: 'Tomada' }],
      ['POST', `${path}/${id}/send-test`],
      ['DELETE', `${path}/${id}`],
    ] as const) {
      expect(await refusalMessage(await call(admin, method, url, body), 404)).toBe(
        dailyReportMessages.notFound,
      );
    }
  });
});

describe('send a test now', () => {
  test('mails today’s report to the recipients at once; it arrives in the outbox', async () => {
    const title = `Reunião do teste ${Date.now()}`;
    const [meeting] = await server.running.db.query<{ id: string }>(
      `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time)
       VALUES ($1, $2, $3, 'zoom', 'EXTERNAL', 'done', now()) RETURNING id`,
      [companies.demo.id, accounts.seller.id, title],
    );
    await server.running.db.query(
      `INSERT INTO meeting_enrichments (meeting_id, enrichment) VALUES ($1, $2)`,
      [
        meeting!.id,
        JSON.stringify({
          summary: 'Fechamento previsto para maio.',
          nextSteps: [{ text: 'Mandar contrato' }],
        }),
      ],
    );
    const recipient = `teste-${Date.now()}@demo.com.br`;
    const created = await create({
      ...valid,
      recipients: [recipient],
      teamIds: [],
      sellerIds: [accounts.seller.id],
    });
    const response = await call(admin, 'POST', `${path}/${created.id}/send-test`);
    expect(response.status).toBe(200);
    const sent = dailyReportTestSentSchema.parse(await response.json());
    expect(sent.recipients).toEqual([recipient]);
    expect(sent.meetingCount).toBeGreaterThanOrEqual(1);

    const outbox = await fetch(`${server.baseUrl}/mail/_outbox?to=${encodeURIComponent(recipient)}`);
    const [mail] = (await outbox.json()) as Array<{ subject: string; text: string; html: string }>;
    expect(mail?.subject).toBe(sent.subject);
    expect(mail?.text).toContain('Lucas Almeida <vendedor@demo.com.br>');
    expect(mail?.text).toContain(title);
    expect(mail?.text).toContain('Resumo: Fechamento previsto para maio.');
    expect(mail?.text).toContain('- Mandar contrato');
    // The schedule is untouched: a test is not the day's report.
    const read = dailyReportConfigSchema.parse(
      await (await call(admin, 'GET', `${path}/${created.id}`)).json(),
    );
    expect(read.lastSentOn).toBe(created.lastSentOn);
  });

  test('is limited per administrator: over the limit, 429 in Portuguese with Retry-After', async () => {
    const created = await create({ ...valid, recipients: ['limite@demo.com.br'] });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i += 1) {
      last = await call(admin, 'POST', `${path}/${created.id}/send-test`);
      statuses.push(last.status);
      if (last.status !== 429) await last.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(apiErrorSchema.parse(await last?.json()).message).toBe(dailyReportMessages.tooManyTests);
  });
});
