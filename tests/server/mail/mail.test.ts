import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { startMail, type MailService } from '../../../server/providers/mail/index.ts';
import { createMailOutbox } from '../../../server/providers/mail/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { emptyPglite } from '../support/databases.ts';

/*
 * The mail adapter is nodemailer over SMTP; the embedded default is an SMTP server on 127.0.0.1 that
 * parses each message and keeps it in the outbox. These tests send through the real protocol.
 */
let dir = '';
const started: MailService[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pauta-mail-test-'));
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((service) => service.close()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function mailConfig(env: Record<string, string>) {
  return readServerConfig({ DATA_DIR: dir, ...env }).mail;
}

async function start(env: Record<string, string> = {}): Promise<MailService> {
  const service = await startMail(mailConfig(env));
  started.push(service);
  return service;
}

describe('the mail adapter with the embedded SMTP server', () => {
  it('delivers a message sent through nodemailer to the outbox: recipients, subject, text and html', async () => {
    const env = { OUTBOX_DIR: path.join(dir, 'one') };
    const { mailer } = await start(env);
    const sent = await mailer.send({
      to: ['ana@demo.com.br', 'Bruno@Demo.com.br'],
      subject: 'Relatório diário — reuniões de hoje',
      text: 'Olá,\nçãõ e acentos chegam inteiros.',
      html: '<p>Olá, &lt;b&gt; escapado</p>',
    });
    expect(sent.messageId).toMatch(/@/);

    const outbox = createMailOutbox(mailConfig(env).outboxFile);
    const [mail] = await outbox.list('bruno@demo.com.br');
    expect(mail).toMatchObject({
      // nodemailer writes the domain in lower case; the local part is kept.
      to: ['ana@demo.com.br', 'Bruno@demo.com.br'],
      from: '"Pauta" <nao-responda@pauta.local>',
      subject: 'Relatório diário — reuniões de hoje',
      messageId: sent.messageId,
    });
    expect(mail?.text.trim()).toBe('Olá,\nçãõ e acentos chegam inteiros.');
    expect(mail?.html).toContain('<p>Olá, &lt;b&gt; escapado</p>');
    expect(await outbox.list('ana@demo.com.br')).toHaveLength(1);
    expect(await outbox.list('carla@demo.com.br')).toEqual([]);
  });

  it('lists the newest first and keeps a message without html as text only', async () => {
    const env = { OUTBOX_DIR: path.join(dir, 'two'), MAIL_FROM: 'Equipe <equipe@demo.com.br>' };
    const { mailer } = await start(env);
    await mailer.send({ to: 'ana@demo.com.br', subject: 'primeiro', text: 'um' });
    await mailer.send({ to: 'ana@demo.com.br', subject: 'segundo', text: 'dois' });
    const list = await createMailOutbox(mailConfig(env).outboxFile).list();
    expect(list.map((mail) => mail.subject)).toEqual(['segundo', 'primeiro']);
    expect(list[0]).toMatchObject({ html: null, from: '"Equipe" <equipe@demo.com.br>' });
  });

  it('two processes each get a free port: no clash', async () => {
    const first = await start({ OUTBOX_DIR: path.join(dir, 'a') });
    const second = await start({ OUTBOX_DIR: path.join(dir, 'b') });
    await Promise.all([
      first.mailer.send({ to: 'a@demo.com.br', subject: 'a', text: 'a' }),
      second.mailer.send({ to: 'b@demo.com.br', subject: 'b', text: 'b' }),
    ]);
    expect(await createMailOutbox(mailConfig({ OUTBOX_DIR: path.join(dir, 'b') }).outboxFile).list()).toEqual(
      [expect.objectContaining({ subject: 'b', to: ['b@demo.com.br'] })],
    );
  });
});

describe('the mail adapter with SMTP_URL', () => {
  it('sends to that server (here another process’s embedded one) and offers no outbox route', async () => {
    const port = await freePort();
    const receiverEnv = { OUTBOX_DIR: path.join(dir, 'receiver'), MAIL_SMTP_PORT: String(port) };
    await start(receiverEnv);
    const senderEnv = { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_DIR: path.join(dir, 'sender') };
    expect(mailConfig(senderEnv)).toMatchObject({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxHttp: false });
    const sender = await start(senderEnv);
    await sender.mailer.send({ to: 'ana@demo.com.br', subject: 'via SMTP_URL', text: 'ok' });
    expect(await createMailOutbox(mailConfig(receiverEnv).outboxFile).list('ana@demo.com.br')).toEqual([
      expect.objectContaining({ subject: 'via SMTP_URL' }),
    ]);
    expect((await sender.routes.request('/_outbox')).status).toBe(404);
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const unreachable = await start({ SMTP_URL: 'smtp://127.0.0.1:1', OUTBOX_DIR: path.join(dir, 'x') });
    await expect(unreachable.mailer.send({ to: 'ana@demo.com.br', subject: 's', text: 't' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});

// The embedded server's port is not exposed (only its own process talks to it): MAIL_SMTP_PORT fixes one.
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('GET /mail/_outbox on the whole server', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(await emptyPglite(), { env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });
  const port = () => new URL(server?.baseUrl ?? '').port;

  it('answers a client on this machine with the received messages', async () => {
    const response = await fetch(`http://127.0.0.1:${port()}/mail/_outbox?to=ninguem@demo.com.br`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it.skipIf(!outsideAddress)('answers 404 to a client on another machine', async () => {
    const response = await fetch(`http://${outsideAddress}:${port()}/mail/_outbox`, {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.status).toBe(404);
  });

  it('is off with OUTBOX_HTTP=false or SMTP_URL', () => {
    expect(readServerConfig({ OUTBOX_HTTP: 'false' }).mail.outboxHttp).toBe(false);
    expect(readServerConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail.outboxHttp).toBe(false);
    expect(readServerConfig({}).mail.outboxHttp).toBe(true);
  });
});
