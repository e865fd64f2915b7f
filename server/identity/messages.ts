import type { IdentityContext } from './operations/context.ts';
import type { OutboxKind } from './outbox.ts';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** The e-mails the pool sends, in Portuguese: subject and body per kind of code. */
const templates: Record<
  OutboxKind,
  (code: string, lifetimeSeconds: number) => { subject: string; body: string }
> = {
  EMAIL_OTP: (code, lifetime) => ({
    subject: 'Seu código de acesso ao Pauta',
    body: `Seu código de verificação para entrar no Pauta é ${code}. Ele expira em ${minutes(lifetime)} minutos.`,
  }),
  FORGOT_PASSWORD: (code, lifetime) => ({
    subject: 'Redefinição de senha do Pauta',
    body: `Use o código ${code} para redefinir sua senha do Pauta. Ele expira em ${minutes(lifetime)} minutos. Se você não pediu a redefinição, ignore este e-mail.`,
  }),
  VERIFY_EMAIL: (code, lifetime) => ({
    subject: 'Confirme seu e-mail no Pauta',
    body: `Use o código ${code} para confirmar seu endereço de e-mail no Pauta. Ele expira em ${minutes(lifetime)} minutos.`,
  }),
};

export async function sendCode(
  context: IdentityContext,
  message: { to: string; kind: OutboxKind; code: string; lifetimeSeconds: number },
): Promise<void> {
  const { subject, body } = templates[message.kind](message.code, message.lifetimeSeconds);
  await context.outbox.send({ to: message.to, kind: message.kind, code: message.code, subject, body });
}
