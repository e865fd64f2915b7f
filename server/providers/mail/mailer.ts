import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export type MailMessage = {
  /** One address or several; every one gets the same message. */
  to: string | string[];
  subject: string;
  text: string;
  /** An HTML alternative; its content must already be escaped by the caller. */
  html?: string;
};

export type Mailer = {
  /** Hands the message to the SMTP server; rejects when the server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<{ messageId: string }>;
};

/** Sends over SMTP with nodemailer: to `SMTP_URL`, or to the embedded server's options. */
export function createSmtpMailer({
  transport,
  from,
}: {
  transport: string | SMTPTransport.Options;
  from: string;
}): Mailer & { close(): void } {
  const transporter = createTransport(transport);
  return {
    async send({ to, subject, text, html }) {
      const info = await transporter.sendMail({ from, to, subject, text, html });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
