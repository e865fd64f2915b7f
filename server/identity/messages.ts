import type { IdentityContext } from './operations/context.ts';
import type { OutboxKind } from './outbox.ts';
import type { SmsKind } from './sms-outbox.ts';

const minutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** A sign-up code lasts a day: its lifetime reads in hours. */
const hours = (seconds: number) => {
  const count = Math.max(1, Math.round(seconds / 3600));
  return count === 1 ? '1 hora' : `${count} horas`;
};

/** The kinds of e-mail that carry a one-time code. */
export type CodeKind = Exclude<OutboxKind, 'INVITATION' | 'SIGN_UP_EXISTING'>;

/** The e-mails the pool sends, in Portuguese: subject and body per kind of code. */
const templates: Record<
  CodeKind,
  (code: string, lifetimeSeconds: number) => { subject: string; body: string }
> = {
  EMAIL_OTP: (code, lifetime) => ({
    subject: 'Seu código de acesso ao Pauta',
    body: `Seu código de verificação para entrar no Pauta é ${code}. Ele expira em ${minutes(lifetime)} minutos.`,
  }),
  CUSTOM_CHALLENGE: (code, lifetime) => ({
    subject: 'Verificação adicional para entrar no Pauta',
    body: `Para concluir a entrada no Pauta, digite o código ${code}. Ele expira em ${minutes(lifetime)} minutos. Se não foi você, troque sua senha.`,
  }),
  FORGOT_PASSWORD: (code, lifetime) => ({
    subject: 'Redefinição de senha do Pauta',
    body: `Use o código ${code} para redefinir sua senha do Pauta. Ele expira em ${minutes(lifetime)} minutos. Se você não pediu a redefinição, ignore este e-mail.`,
  }),
  VERIFY_EMAIL: (code, lifetime) => ({
    subject: 'Confirme seu e-mail no Pauta',
    body: `Use o código ${code} para confirmar seu endereço de e-mail no Pauta. Ele expira em ${minutes(lifetime)} minutos.`,
  }),
  SIGN_UP: (code, lifetime) => ({
    subject: 'Confirme seu cadastro no Pauta',
    body: `Use o código ${code} para confirmar seu cadastro no Pauta. Ele expira em ${hours(lifetime)}. Se você não se cadastrou, ignore este e-mail.`,
  }),
};

export async function sendCode(
  context: IdentityContext,
  message: { to: string; kind: CodeKind; code: string; lifetimeSeconds: number },
): Promise<void> {
  const { subject, body } = templates[message.kind](message.code, message.lifetimeSeconds);
  await context.outbox.send({ to: message.to, kind: message.kind, code: message.code, subject, body });
}

/**
 * AdminCreateUser's invitation (DesiredDeliveryMediums EMAIL): the temporary password, where to sign in, and
 * how long it lasts. The first sign-in asks for a new password.
 */
export async function sendInvitation(
  context: IdentityContext,
  invitation: { to: string; temporaryPassword: string; validityDays: number },
): Promise<void> {
  const signInAddress = `${context.config.publicUrl}/login`;
  const days = invitation.validityDays === 1 ? '1 dia' : `${invitation.validityDays} dias`;
  await context.outbox.send({
    to: invitation.to,
    kind: 'INVITATION',
    code: invitation.temporaryPassword,
    subject: 'Você foi convidado para o Pauta',
    body: [
      'Você foi convidado para usar o Pauta, o assistente de reuniões de vendas da sua empresa.',
      `Entre em ${signInAddress} com o seu e-mail (${invitation.to}) e a senha temporária ${invitation.temporaryPassword}.`,
      `A senha temporária vale por ${days}; no primeiro acesso você escolhe a sua própria senha.`,
      'Se você não esperava este convite, ignore este e-mail.',
    ].join('\n\n'),
  });
}

/**
 * SignUp of an e-mail that already has an account: its owner is told, and no code is sent (the answer to
 * the sign-up is the same as for a new account, so it does not tell who has one).
 */
export async function sendSignUpNotice(context: IdentityContext, to: string): Promise<void> {
  const signInAddress = `${context.config.publicUrl}/login`;
  await context.outbox.send({
    to,
    kind: 'SIGN_UP_EXISTING',
    code: '',
    subject: 'Tentativa de cadastro com o seu e-mail no Pauta',
    body: [
      'Alguém tentou criar uma conta no Pauta com este e-mail, que já tem uma conta.',
      `Se foi você, entre em ${signInAddress}; se esqueceu a senha, use “Esqueci minha senha” na página de login.`,
      'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
    ].join('\n\n'),
  });
}

/** A sign-in code by text message (SMS_MFA, SMS_OTP): short, as an SMS must be. */
export async function sendSmsCode(
  context: IdentityContext,
  message: { to: string; kind: SmsKind; code: string; lifetimeSeconds: number },
): Promise<void> {
  const body = `Pauta: seu código de verificação é ${message.code}. Ele expira em ${minutes(message.lifetimeSeconds)} minutos.`;
  await context.smsOutbox.send({ to: message.to, kind: message.kind, code: message.code, body });
}
