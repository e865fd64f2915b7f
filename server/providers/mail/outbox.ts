import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One message the embedded SMTP server received, as its envelope and MIME content said. */
export type ReceivedMail = {
  /** Envelope recipients (RCPT TO): everyone the message went to, Bcc included. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the message had one. */
  html: string | null;
  messageId: string | null;
  receivedAt: string;
};

/**
 * Where the embedded SMTP server keeps what it received: one JSON message per line, so a developer (or
 * a test) reads the e-mails a real mail server would have delivered.
 */
export function createMailOutbox(file: string) {
  return {
    file,

    async append(mail: ReceivedMail): Promise<void> {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(mail)}\n`, 'utf8');
    },

    /** Newest first; only those addressed to `to` (case-insensitive) when given. */
    async list(to?: string): Promise<ReceivedMail[]> {
      const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const wanted = to?.trim().toLowerCase();
      return text
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .map((line) => JSON.parse(line) as ReceivedMail)
        .filter((mail) => !wanted || mail.to.some((address) => address.toLowerCase() === wanted))
        .toReversed();
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
