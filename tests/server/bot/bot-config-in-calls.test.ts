import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMailOutbox } from '../../../server/providers/mail/outbox.ts';
import { defaultBotName } from '../../../src/api-contract/bot-config.ts';
import { meetingLogsSchema, meetingSchema } from '../../../src/api-contract/meeting.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { startBotServer, waitForStatus, type BotTestServer } from './support/bot-server.ts';
import { seededPglite } from '../support/databases.ts';

/*
 * The bot config as the Recall bot is given it: the company's name in the meeting's timeline, and the privacy
 * e-mail to the participants when the bot enters the call, through the real mail adapter to the embedded
 * SMTP server's outbox.
 */
let server: BotTestServer;
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-bot-config-test-'));
  server = await startBotServer(await seededPglite(), dataDir);
});
afterAll(async () => {
  await server?.running.close();
  await rm(dataDir, { recursive: true, force: true });
});
const tokenOf = tokenCache(() => server.baseUrl);
const outbox = () => createMailOutbox(server.running.config.mail.outboxFile);

async function asAdmin(method: string, pathname: string, body: unknown) {
  const response = await server.call(method, pathname, await tokenOf(accounts.admin.email), body);
  expect(response.status).toBe(200);
}

/** A meeting of the seller's added by link; its bot joins in `inMs` (the participants are set before). */
async function addMeeting(title: string, inMs = 0) {
  const response = await server.call('POST', '/api/meetings', await tokenOf(accounts.seller.email), {
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    title,
    startTime: new Date(Date.now() + inMs).toISOString(),
  });
  expect(response.status).toBe(201);
  return meetingSchema.parse(await response.json());
}

async function logsOf(id: string) {
  const response = await server.call('GET', `/api/meetings/${id}/logs`, await tokenOf(accounts.seller.email));
  return meetingLogsSchema.parse(await response.json());
}

const done = async (id: string) =>
  waitForStatus(server, await tokenOf(accounts.seller.email), id, ['done'], 15_000);

describe('the bot config in calls', () => {
  test('the timeline names the bot by the default name, then by the name the administrator chose', async () => {
    const before = await addMeeting('Reunião com o nome padrão do bot');
    await done(before.id);
    const first = (await logsOf(before.id)).find((log) => log.status === 'joining_call');
    expect(first?.message).toBe(`${defaultBotName} está entrando na reunião.`);

    await asAdmin('PUT', '/api/companies/bot-config/name', { name: 'Ana da Pauta' });
    const after = await addMeeting('Reunião com o nome novo do bot');
    await done(after.id);
    const logs = await logsOf(after.id);
    expect(logs.find((log) => log.status === 'joining_call')?.message).toBe(
      'Ana da Pauta está entrando na reunião.',
    );
    expect(logs.find((log) => log.status === 'in_call_not_recording')?.message).toBe(
      'Ana da Pauta entrou na chamada e pediu permissão para gravar.',
    );
    await asAdmin('PUT', '/api/companies/bot-config/name', { name: defaultBotName });
  });

  test('with the privacy e-mail on, each participant with an address gets the notice once, and the timeline says so', async () => {
    await asAdmin('PUT', '/api/companies/bot-config/privacy-email', { privacyEmailEnabled: true });
    const meeting = await addMeeting('Apresentação para a Construtora Horizonte', 1500);
    await server.running.db.query('UPDATE meetings SET participants = $2 WHERE id = $1', [
      meeting.id,
      JSON.stringify([
        { name: 'Cliente Um', email: 'cliente.um@horizonte.com.br' },
        { name: 'Cliente Dois', email: 'cliente.dois@horizonte.com.br' },
        { name: 'Sem e-mail', email: null },
      ]),
    ]);
    await done(meeting.id);
    // Restarted, the bot joins again but the notice is not sent twice.
    const token = await tokenOf(accounts.seller.email);
    expect((await server.call('PATCH', `/api/meetings/${meeting.id}/restart-bot`, token)).status).toBe(200);
    await waitForStatus(server, token, meeting.id, [
      'joining_call',
      'in_waiting_room',
      'in_call_recording',
      'done',
    ]);
    await done(meeting.id);

    const mails = await outbox().list('cliente.um@horizonte.com.br');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['cliente.um@horizonte.com.br']);
    expect(mails[0]!.subject).toBe(
      'Aviso: a reunião "Apresentação para a Construtora Horizonte" será gravada e transcrita',
    );
    expect(mails[0]!.text).toContain(`${defaultBotName}, o assistente de reuniões de`);
    expect(mails[0]!.text).toContain('Esta reunião será gravada e transcrita');
    expect(await outbox().list('cliente.dois@horizonte.com.br')).toHaveLength(1);
    const notices = (await logsOf(meeting.id)).filter((log) => log.source === 'email');
    expect(notices.map((log) => log.message)).toEqual([
      'Aviso de gravação enviado por e-mail a 2 participantes.',
    ]);
    await asAdmin('PUT', '/api/companies/bot-config/privacy-email', { privacyEmailEnabled: false });
  });

  test('with the privacy e-mail off, nobody is e-mailed', async () => {
    const meeting = await addMeeting('Reunião sem aviso por e-mail', 1500);
    await server.running.db.query('UPDATE meetings SET participants = $2 WHERE id = $1', [
      meeting.id,
      JSON.stringify([{ name: 'Cliente Três', email: 'cliente.tres@horizonte.com.br' }]),
    ]);
    await done(meeting.id);
    expect(await outbox().list('cliente.tres@horizonte.com.br')).toEqual([]);
    expect((await logsOf(meeting.id)).filter((log) => log.source === 'email')).toEqual([]);
  });
});
