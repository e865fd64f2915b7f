import path from 'node:path';
import { z } from 'zod';
import { configSlice } from '../../config-slice.ts';

/**
 * E-mail (server/providers/mail): SMTP_URL, else the embedded SMTP server writing to `${outboxDir}/mail.jsonl`,
 * listed at `GET /mail/_outbox?to=` to loopback clients when OUTBOX_HTTP allows it.
 */
export type MailConfig = {
  smtpUrl: string | undefined;
  from: string;
  embeddedPort: number;
  outboxFile: string;
  outboxHttp: boolean;
};

/** The identity slice's outbox: its folder, and whether OUTBOX_HTTP lets loopback clients read it. */
type Outbox = { outboxDir: string; outboxHttp: boolean };

export const mailConfig = configSlice({
  title: 'E-mail',
  intro: [
    'For daily reports and meeting e-mails. The server sends every e-mail over SMTP with nodemailer. Without',
    '`SMTP_URL` it starts its own SMTP server on `127.0.0.1` (port `MAIL_SMTP_PORT`, `0` = any free one; only',
    'the server itself connects to it) that parses each message and appends it to',
    '`$OUTBOX_DIR/mail.jsonl`; a developer reads it, newest first, at `GET /mail/_outbox?to=<address>` from this',
    'machine only (off with `OUTBOX_HTTP=false` or when `SMTP_URL` is set). To deliver for real, point it at',
    'your provider: `SMTP_URL=smtps://user:password@smtp.example.com:465` (or `smtp://...:587`, STARTTLS when',
    'the server offers it; user and password URL-encoded) and',
    '`MAIL_FROM="Pauta <nao-responda@sua-empresa.com.br>"` (the provider must accept it as sender).',
  ].join('\n'),
  env: z.object({
    SMTP_URL: z
      .url()
      .optional()
      .describe(
        'SMTP server e-mail goes to (`smtp://user:pass@host:587`, `smtps://...:465`); unset: the embedded one.',
      ),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Pauta <nao-responda@pauta.local>')
      .describe('The From of every e-mail the product sends.'),
    MAIL_SMTP_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(0)
      .describe(
        'Port of the embedded SMTP server on 127.0.0.1 (only the server itself talks to it); `0`: any free one.',
      ),
  }),
  shownDefaults: { SMTP_URL: 'the embedded SMTP server' },
  read: (values, outbox: Outbox): MailConfig => ({
    smtpUrl: values.SMTP_URL,
    from: values.MAIL_FROM,
    embeddedPort: values.MAIL_SMTP_PORT,
    outboxFile: path.join(outbox.outboxDir, 'mail.jsonl'),
    outboxHttp: outbox.outboxHttp && !values.SMTP_URL,
  }),
});
