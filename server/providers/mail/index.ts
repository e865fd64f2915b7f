import type { ServerConfig } from '../../config.ts';
import { startEmbeddedSmtp } from './embedded-smtp.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { createMailOutbox } from './outbox.ts';
import { mailOutboxRoutes } from './routes.ts';

export type { Mailer } from './mailer.ts';

export type MailService = {
  mailer: Mailer;
  /** `/mail/_outbox` when the embedded server is in use and OUTBOX_HTTP allows it; else nothing. */
  routes: ReturnType<typeof mailOutboxRoutes>;
  close(): Promise<void>;
};

/**
 * E-mail for the whole process. With SMTP_URL, nodemailer sends to that server; without it, to an
 * embedded SMTP server on 127.0.0.1 that writes each message to the outbox. Either way the real SMTP
 * path (nodemailer, the protocol, MIME parsing) is what runs.
 */
export async function startMail(config: ServerConfig['mail']): Promise<MailService> {
  if (config.smtpUrl) {
    const mailer = createSmtpMailer({ transport: config.smtpUrl, from: config.from });
    return { mailer, routes: mailOutboxRoutes(undefined), close: async () => mailer.close() };
  }
  const outbox = createMailOutbox(config.outboxFile);
  const smtp = await startEmbeddedSmtp({ port: config.embeddedPort, outbox });
  const mailer = createSmtpMailer({
    // Plain SMTP on loopback: nothing to encrypt against, and the embedded server offers no STARTTLS.
    transport: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true },
    from: config.from,
  });
  return {
    mailer,
    routes: mailOutboxRoutes(config.outboxHttp ? outbox : undefined),
    async close() {
      mailer.close();
      await smtp.close();
    },
  };
}
