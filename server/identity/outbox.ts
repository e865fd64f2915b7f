import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from '../providers/mail/index.ts';

/**
 * What an e-mail carries: a one-time code, (INVITATION) an invited person's temporary password, or
 * (SIGN_UP_EXISTING) no code: the notice to an account's owner that someone tried to sign up with its e-mail.
 */
export type OutboxKind =
  | 'EMAIL_OTP'
  | 'FORGOT_PASSWORD'
  | 'VERIFY_EMAIL'
  | 'SIGN_UP'
  | 'INVITATION'
  | 'SIGN_UP_EXISTING'
  | 'CUSTOM_CHALLENGE';

export type OutboxMessage = {
  to: string;
  kind: OutboxKind;
  code: string;
  subject: string;
  body: string;
  sentAt: string;
};

/** Where the codes go besides the file: a real mail server, and whether the file is written at all. */
export type OutboxDelivery = { mailer?: Mailer; keepFile: boolean };

/**
 * Where the identity service sends e-mail: one JSON message per line in `${dir}/messages.jsonl`, so a
 * developer (or a test) reads the codes a real pool would have mailed; and, given a mailer (SMTP_URL), to
 * the user's inbox. Production keeps no file: codes lying on disk would be a way into every account.
 */
export function createOutbox(dir: string, now: () => Date, delivery: OutboxDelivery = { keepFile: true }) {
  const file = path.join(dir, 'messages.jsonl');
  return {
    file,

    async send(message: Omit<OutboxMessage, 'sentAt'>): Promise<void> {
      await delivery.mailer?.send({ to: message.to, subject: message.subject, text: message.body });
      if (!delivery.keepFile) return;
      await mkdir(dir, { recursive: true });
      const line = JSON.stringify({ ...message, sentAt: now().toISOString() } satisfies OutboxMessage);
      await appendFile(file, `${line}\n`, 'utf8');
    },

    /** Newest first; only those sent to `to` (case-insensitive) when given. */
    async list(to?: string): Promise<OutboxMessage[]> {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const messages = text
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .map((line) => JSON.parse(line) as OutboxMessage);
      const wanted = to?.trim().toLowerCase();
      return messages.filter((message) => !wanted || message.to.toLowerCase() === wanted).toReversed();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
