import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What a text message carries: a sign-in code, as a second factor (SMS_MFA) or a first (SMS_OTP). */
export type SmsKind = 'SMS_MFA' | 'SMS_OTP';

export type SmsMessage = { to: string; kind: SmsKind; code: string; body: string; sentAt: string };

/**
 * Where the identity service sends text messages: one JSON message per line in `${dir}/sms.jsonl`, beside the
 * e-mail outbox, so a developer (or a test) reads the codes a real pool would have texted. No SMS gateway is
 * wired: production keeps no file (codes on disk would open every account) and offers no SMS factor
 * (config.ts), so nothing is sent there.
 */
export function createSmsOutbox(dir: string, now: () => Date, { keepFile }: { keepFile: boolean }) {
  const file = path.join(dir, 'sms.jsonl');
  return {
    file,

    async send(message: Omit<SmsMessage, 'sentAt'>): Promise<void> {
      if (!keepFile) return;
      await mkdir(dir, { recursive: true });
      const line = JSON.stringify({ ...message, sentAt: now().toISOString() } satisfies SmsMessage);
      await appendFile(file, `${line}\n`, 'utf8');
    },

    /**
     * Newest first; only those sent to the phone number `to` when given, compared by its digits: a `+` in a
     * query string that was not encoded arrives as a space.
     */
    async list(to?: string): Promise<SmsMessage[]> {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const digitsOf = (phone: string) => phone.replace(/\D/g, '');
      const wanted = to === undefined ? '' : digitsOf(to);
      return text
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .map((line) => JSON.parse(line) as SmsMessage)
        .filter((message) => !wanted || digitsOf(message.to) === wanted)
        .toReversed();
    },
  };
}

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
