import { afterAll, beforeAll, expect, test } from 'vitest';
import { runFollowUpJobs } from '../jobs/support.ts';
import { meetingEmailFollowUp } from '../../../server/features/meetings/meeting-email.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import { startMail, type MailService } from '../../../server/providers/mail/index.ts';
import { createSmtpMailer } from '../../../server/providers/mail/mailer.ts';
import { createMailOutbox } from '../../../server/providers/mail/outbox.ts';
import { emailMeetingValues } from '../../../src/domain/meeting-preferences.ts';
import { tokenCache } from '../support/credentials.ts';
import { freePort } from '../support/free-port.ts';
import { accounts, sellerCallWith } from '../support/seed-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

let server: TestServer;
let store: Store;
let mail: MailService;
beforeAll(async () => {
  server = await startTestServer(await seededPglite());
  store = createStore(server.running.db);
  // The real adapter (nodemailer over SMTP) to an embedded SMTP server writing the server's outbox.
  mail = await startMail(server.running.config.mail);
});
afterAll(async () => {
  await mail?.close();
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);
const outbox = () => createMailOutbox(server.running.config.mail.outboxFile);

async function chooseEmailMeeting(email: string, emailMeeting: number) {
  const response = await fetch(`${server.baseUrl}/api/users/settings/general`, {
    method: 'PATCH',
    headers: { authorization: await tokenOf(email), 'content-type': 'application/json' },
    body: JSON.stringify({ importMeeting: 0, emailMeeting, templateId: null }),
  });
  expect(response.status).toBe(200);
}

/** What a finished, analysed meeting sets off, with the e-mail follow-up as the server wires it. */
async function finish(meetingId: string, mailer = mail.mailer) {
  const followUps = [meetingEmailFollowUp({ store, mailer, publicUrl: server.running.config.publicUrl })];
  await runFollowUpJobs(store, followUps, meetingId);
  return (await store.meetingLogs.list(meetingId)).filter((log) => log.source === 'email');
}

// The seller's call with Grupo Varejo Bom Preço; a colleague (Fernanda) and a client are made its participants.
const meetingId = () => sellerCallWith('crmSoftware');
const client = 'juliana.ferraz@bompreco.com.br';
beforeAll(async () => {
  await server.running.db.query('UPDATE meetings SET participants = $2 WHERE id = $1', [
    meetingId(),
    JSON.stringify([
      { name: 'Juliana Ferraz', email: client },
      { name: 'Fernanda Lima', email: accounts.fernanda.email.toUpperCase() },
      { name: 'Lucas Almeida', email: accounts.seller.email },
    ]),
  ]);
});

test('emailMeeting 0: nobody gets an e-mail and the timeline has no line', async () => {
  await chooseEmailMeeting(accounts.seller.email, emailMeetingValues.none);
  expect(await finish(meetingId())).toEqual([]);
  expect(await outbox().list(accounts.seller.email)).toEqual([]);
});

test('emailMeeting 1: the owner gets the summary, next steps and answers with a link; the timeline says so', async () => {
  await chooseEmailMeeting(accounts.seller.email, emailMeetingValues.owner);
  const logs = await finish(meetingId());
  expect(logs.map((log) => [log.subCode, log.message])).toEqual([
    ['meeting_email_sent', `E-mail da reunião: enviado para ${accounts.seller.email}.`],
  ]);
  const [received] = await outbox().list(accounts.seller.email);
  const meeting = await store.meetings.find(meetingId());
  const enrichment = await store.enrichment.find(meetingId());
  expect(received?.to).toEqual([accounts.seller.email]);
  expect(received?.subject).toBe(`Resumo da reunião: ${meeting!.title}`);
  expect(received?.text).toContain(enrichment!.summary);
  expect(received?.text).toContain('Próximos passos');
  expect(received?.text).toContain(`${server.running.config.publicUrl}/meetings/${meetingId()}`);
  expect(received?.html).toContain('Abrir a reunião no Pauta');
  expect(await outbox().list(accounts.fernanda.email)).toEqual([]);
});

test('emailMeeting 2: also the colleagues in the meeting (users of the company), never the client', async () => {
  await chooseEmailMeeting(accounts.seller.email, emailMeetingValues.ownerAndColleagues);
  const logs = await finish(meetingId());
  expect(logs.at(-1)?.message).toBe(
    `E-mail da reunião: enviado para ${accounts.seller.email}, ${accounts.fernanda.email}.`,
  );
  const [received] = await outbox().list(accounts.fernanda.email);
  expect(received?.to.map((address) => address.toLowerCase()).sort()).toEqual(
    [accounts.seller.email, accounts.fernanda.email].sort(),
  );
  expect(await outbox().list(client)).toEqual([]);
});

test('an SMTP server that cannot be reached is a Portuguese line on the timeline; the analysis stays', async () => {
  await chooseEmailMeeting(accounts.seller.email, emailMeetingValues.owner);
  // The real adapter, pointed at a port nobody listens on.
  const unreachable = createSmtpMailer({
    transport: { host: '127.0.0.1', port: await freePort(), secure: false, ignoreTLS: true },
    from: server.running.config.mail.from,
  });
  const logs = await finish(meetingId(), unreachable);
  unreachable.close();
  expect(logs.at(-1)).toMatchObject({
    subCode: 'follow_up_failed',
    message: 'E-mail da reunião: o servidor de e-mail não aceitou a mensagem. Ninguém recebeu o resumo.',
  });
  expect(await store.enrichment.find(meetingId())).toBeTruthy();
});
