import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createOutbox } from '../../../server/identity/outbox.ts';
import type { Mailer } from '../../../server/providers/mail/index.ts';
import type { MailMessage } from '../../../server/providers/mail/mailer.ts';

const now = () => new Date('2026-03-02T12:00:00Z');
const code = {
  to: 'vendedor@demo.com.br',
  kind: 'FORGOT_PASSWORD',
  code: '123456',
  subject: 'Redefinição de senha do Pauta',
  body: 'Use o código 123456',
} as const;

/** Stands for the SMTP server (tests/server/mail covers the real one): what the outbox hands it. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
  };
  return { mailer, sent };
}

describe("the identity service's outbox", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pauta-outbox-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('with a mail server, e-mails the code and keeps the developer file', async () => {
    const { mailer, sent } = recordingMailer();
    const outbox = createOutbox(dir, now, { mailer, keepFile: true });
    await outbox.send(code);
    expect(sent).toEqual([{ to: code.to, subject: code.subject, text: code.body }]);
    expect((await outbox.list(code.to)).map((message) => message.code)).toEqual(['123456']);
  });

  test('in production, e-mails the code and writes nothing to disk', async () => {
    const { mailer, sent } = recordingMailer();
    const outbox = createOutbox(dir, now, { mailer, keepFile: false });
    await outbox.send(code);
    expect(sent).toHaveLength(1);
    expect(existsSync(outbox.file)).toBe(false);
  });
});
