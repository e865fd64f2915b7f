import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createOutbox } from '../../../server/identity/outbox.ts';
import { startMail, type MailService } from '../../../server/providers/mail/index.ts';
import { createMailOutbox } from '../../../server/providers/mail/outbox.ts';

const now = () => new Date('2026-03-02T12:00:00Z');
const code = {
  to: 'vendedor@demo.com.br',
  kind: 'FORGOT_PASSWORD',
  code: '123456',
  subject: 'Redefinição de senha do Pauta',
  body: 'Use o código 123456',
} as const;

/** The codes go over real SMTP (nodemailer to the embedded SMTP server), as they would to SMTP_URL's. */
describe("the identity service's outbox with a mail server", () => {
  let dir: string;
  let mail: MailService;
  const delivered = () => createMailOutbox(path.join(dir, 'mail.jsonl')).list(code.to);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pauta-outbox-'));
    mail = await startMail({
      smtpUrl: undefined,
      from: 'Pauta <nao-responda@pauta.local>',
      embeddedPort: 0,
      outboxFile: path.join(dir, 'mail.jsonl'),
      outboxHttp: false,
    });
  });
  afterEach(async () => {
    await mail.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('e-mails the code and keeps the developer file', async () => {
    const outbox = createOutbox(path.join(dir, 'identity'), now, { mailer: mail.mailer, keepFile: true });
    await outbox.send(code);
    expect((await delivered()).map(({ subject, text }) => ({ subject, text: text.trim() }))).toEqual([
      { subject: code.subject, text: code.body },
    ]);
    expect((await outbox.list(code.to)).map((message) => message.code)).toEqual(['123456']);
  });

  test('in production, e-mails the code and writes nothing to disk', async () => {
    const outbox = createOutbox(path.join(dir, 'identity'), now, { mailer: mail.mailer, keepFile: false });
    await outbox.send(code);
    expect(await delivered()).toHaveLength(1);
    expect(existsSync(outbox.file)).toBe(false);
  });
});
