import type { AddressInfo } from 'node:net';
import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailOutbox } from './outbox.ts';

export type EmbeddedSmtp = { port: number; close(): Promise<void> };

/** Largest message accepted (10 MiB): a report is a few kilobytes; this only bounds a runaway client. */
const maxMessageBytes = 10 * 1024 ** 2;

/**
 * mailparser is some 20 MB of the server's memory once loaded (docs/benchmarks.md, "Memory"): it loads with
 * the first message, not at start, as most starts send none.
 */
let parser: Promise<typeof import('mailparser')> | undefined;
const loadParser = () => (parser ??= import('mailparser'));

/**
 * A local SMTP server on 127.0.0.1 standing in for a real mail server: it accepts every message (no
 * authentication, no TLS: it never leaves this machine), parses it with mailparser and appends it to
 * the outbox. Port 0 takes any free one.
 */
export async function startEmbeddedSmtp({
  port,
  outbox,
}: {
  port: number;
  outbox: MailOutbox;
}): Promise<EmbeddedSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, session, callback) {
      loadParser()
        .then(({ simpleParser }) => simpleParser(stream))
        .then((parsed) =>
          outbox.append({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: addressText(parsed.from) || envelopeSender(session.envelope.mailFrom),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            messageId: parsed.messageId ?? null,
            receivedAt: new Date().toISOString(),
          }),
        )
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client dropping its connection is its problem, not a reason to bring the process down.
  server.on('error', (error) => console.error('[mail] embedded SMTP server:', error.message));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressText(from: AddressObject | AddressObject[] | undefined): string {
  if (!from) return '';
  return (Array.isArray(from) ? from : [from]).map((address) => address.text).join(', ');
}

function envelopeSender(mailFrom: false | { address: string }): string {
  return mailFrom ? mailFrom.address : '';
}
