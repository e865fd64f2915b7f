import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpMessages } from '../../../src/api-contract/sign-up.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/**
 * SignUp, ConfirmSignUp and ResendConfirmationCode on the wire (issue 27): Cognito's answers, and none that
 * tells who has an account (README "Security", issue 25).
 */

const PASSWORD = 'Cadastro@2026';
const OTHER_PASSWORD = 'Outra@Senha2026';
const MAX_CODE_ATTEMPTS = 3;
const MAX_SIGN_UP_MAILS = 4;
const wrongCode = {
  __type: 'CodeMismatchException',
  message: 'Invalid verification code provided, please try again.',
};
const expiredCode = {
  __type: 'ExpiredCodeException',
  message: 'Invalid code provided, please request a code again.',
};
let server: IdentityServer;
let clockOffsetMs = 0;
let serial = 0;

beforeAll(async () => {
  server = await startIdentityServer(
    {
      IDENTITY_MAX_CODE_ATTEMPTS: String(MAX_CODE_ATTEMPTS),
      IDENTITY_MAX_PASSWORD_CHANGES: String(MAX_SIGN_UP_MAILS),
    },
    () => new Date(Date.now() + clockOffsetMs),
  );
});
afterEach(() => {
  clockOffsetMs = 0;
});
afterAll(async () => {
  await server?.close();
});

/** A fresh address per test: the per-e-mail limits and codes never carry over. */
const newEmail = (name: string) => `${name}-${++serial}@nova-empresa.com.br`;

async function call(operation: string, body: Record<string, unknown>) {
  const response = await server.call(operation, { ClientId: server.config.userPoolClientId, ...body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const attributes = (email: string, extra: Record<string, string> = {}) =>
  Object.entries({
    email,
    given_name: 'Fernanda',
    family_name: 'Fundadora',
    'custom:company_name': 'Nova Empresa',
    ...extra,
  }).map(([Name, Value]) => ({ Name, Value }));

const signUp = (email: string, options: { password?: string; extra?: Record<string, string> } = {}) =>
  call('SignUp', {
    Username: email,
    Password: options.password ?? PASSWORD,
    UserAttributes: attributes(email, options.extra),
  });
const confirm = (email: string, code: string) =>
  call('ConfirmSignUp', { Username: email, ConfirmationCode: code });
const resend = (email: string) => call('ResendConfirmationCode', { Username: email });
const passwordAuth = (email: string, password: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

const answerShape = (email: string) => ({
  UserConfirmed: false,
  UserSub: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  CodeDeliveryDetails: {
    Destination: `${email.charAt(0)}***@n***`,
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  },
});

describe('SignUp and ConfirmSignUp', () => {
  it('makes an UNCONFIRMED account, e-mails a code, confirms it, and the id token carries the company', async () => {
    const email = newEmail('fundadora');

    const answer = await signUp(email);

    expect(answer).toEqual({ status: 200, body: answerShape(email) });
    const [message] = await server.outbox(email);
    expect(message).toMatchObject({ kind: 'SIGN_UP', subject: 'Confirme seu cadastro no Pauta' });
    expect(message?.body).toBe(
      `Use o código ${message?.code} para confirmar seu cadastro no Pauta. Ele expira em 24 horas. Se você não se cadastrou, ignore este e-mail.`,
    );
    expect(await server.identity.userPool.findUserByEmail(email)).toEqual({
      sub: answer.body.UserSub,
      email,
      status: 'UNCONFIRMED',
    });
    expect((await passwordAuth(email, PASSWORD)).body).toEqual({
      __type: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
    expect((await passwordAuth(email, OTHER_PASSWORD)).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });

    expect((await confirm(email, otherThan(message?.code ?? ''))).body).toEqual(wrongCode);
    expect(await confirm(email, message?.code ?? '')).toEqual({ status: 200, body: {} });

    const { AuthenticationResult } = (await passwordAuth(email, PASSWORD)).body as {
      AuthenticationResult: { IdToken: string; AccessToken: string };
    };
    expect(decodeJwt(AuthenticationResult.IdToken)).toMatchObject({
      sub: answer.body.UserSub,
      email,
      email_verified: true,
      given_name: 'Fernanda',
      family_name: 'Fundadora',
      'custom:company_name': 'Nova Empresa',
    });
    const user = await call('GetUser', { AccessToken: AuthenticationResult.AccessToken });
    expect(user.body.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'custom:company_name', Value: 'Nova Empresa' },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    expect((await confirm(email, message?.code ?? '')).body).toEqual(expiredCode);
  });

  it('keeps the e-mail’s case but signs in with it in any case', async () => {
    const email = newEmail('Maiusculas');
    await signUp(email);
    await confirm(email.toLowerCase(), await server.latestCode(email));
    expect((await passwordAuth(email.toUpperCase(), PASSWORD)).body).toHaveProperty('AuthenticationResult');
  });

  it('refuses a password the pool policy refuses, in Cognito’s words, and makes no account', async () => {
    const email = newEmail('senha-fraca');
    expect(await signUp(email, { password: 'fraca' })).toEqual({
      status: 400,
      body: {
        __type: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password not long enough',
      },
    });
    expect((await signUp(email, { password: 'semsimbolos2026A' })).body.message).toBe(
      'Password did not conform with policy: Password must have symbol characters',
    );
    expect(await server.identity.userPool.findUserByEmail(email)).toBeNull();
  });

  it('refuses attributes outside the schema, the pool’s own, missing names and a too long company name', async () => {
    const email = newEmail('atributos');
    const refusal = async (extra: Record<string, string>) => (await signUp(email, { extra })).body;

    expect(await refusal({ favorite_color: 'azul' })).toEqual({
      __type: 'InvalidParameterException',
      message:
        'Attributes did not conform to the schema: favorite_color: Attribute does not exist in the schema.',
    });
    expect((await refusal({ 'custom:plano': 'ouro' })).message).toBe(
      'Attributes did not conform to the schema: custom:plano: Attribute does not exist in the schema.',
    );
    expect((await refusal({ email_verified: 'true' })).message).toBe(
      'Attributes did not conform to the schema: email_verified: Attribute cannot be written.',
    );
    expect((await refusal({ given_name: ' ', family_name: '' })).message).toBe(
      'Attributes did not conform to the schema: given_name: The attribute given_name is required, family_name: The attribute family_name is required',
    );
    expect((await refusal({ 'custom:company_name': 'x'.repeat(101) })).message).toBe(
      'Attributes did not conform to the schema: custom:company_name: String must be no longer than 100 characters',
    );
    expect(await refusal({ email: 'outra@nova-empresa.com.br' })).toMatchObject({
      __type: 'InvalidParameterException',
    });
    expect(
      (await call('SignUp', { Username: 'sem-arroba', Password: PASSWORD, UserAttributes: [] })).body,
    ).toEqual({ __type: 'InvalidParameterException', message: 'Username should be an email.' });
    expect(await server.identity.userPool.findUserByEmail(email)).toBeNull();
  });

  it('refuses a single-sign-on domain as a pre-sign-up check would, in the product’s words', async () => {
    await server.db.query('INSERT INTO sso_domains (domain, provider_name) VALUES ($1, $2)', [
      'empresa-com-sso.com.br',
      'CorpDemo',
    ]);
    const email = 'pessoa@Empresa-Com-SSO.com.br';

    expect(await signUp(email)).toEqual({
      status: 400,
      body: {
        __type: 'UserLambdaValidationException',
        message: `PreSignUp failed with error ${signUpMessages.ssoDomain}.`,
      },
    });
    expect(await server.identity.userPool.findUserByEmail(email)).toBeNull();
    expect(await server.outbox(email)).toEqual([]);
  });

  it('limits the codes one can check: wrong tries burn the code, then even the right one is refused', async () => {
    const email = newEmail('adivinha');
    await signUp(email);
    const code = await server.latestCode(email);

    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt += 1)
      expect((await confirm(email, otherThan(code))).body).toEqual(wrongCode);
    expect((await confirm(email, otherThan(code))).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect((await confirm(email, code)).body).toEqual(expiredCode);

    await resend(email);
    expect(await confirm(email, await server.latestCode(email))).toEqual({ status: 200, body: {} });
  });

  it('lets a code live a day', async () => {
    const email = newEmail('um-dia');
    await signUp(email);
    const code = await server.latestCode(email);
    clockOffsetMs = 24 * 3600 * 1000 + 1000;
    expect((await confirm(email, code)).body).toEqual(expiredCode);
  });
});

describe('an e-mail that signed up before', () => {
  it('still UNCONFIRMED: the new sign-up replaces it (password, names, company, code), with the same UserSub', async () => {
    const email = newEmail('abandonada');
    const first = await signUp(email);

    const second = await signUp(email, {
      password: OTHER_PASSWORD,
      extra: { given_name: 'Flávia', 'custom:company_name': 'Outra Empresa' },
    });

    expect(second.body).toEqual({ ...answerShape(email), UserSub: first.body.UserSub });
    const secondCode = await server.latestCode(email);
    expect((await confirm(email, secondCode)).status).toBe(200);
    expect((await passwordAuth(email, PASSWORD)).body).toMatchObject({ __type: 'NotAuthorizedException' });
    const { AuthenticationResult } = (await passwordAuth(email, OTHER_PASSWORD)).body as {
      AuthenticationResult: { IdToken: string };
    };
    expect(decodeJwt(AuthenticationResult.IdToken)).toMatchObject({
      given_name: 'Flávia',
      'custom:company_name': 'Outra Empresa',
    });
  });

  it.each(['CONFIRMED', 'FORCE_CHANGE_PASSWORD', 'RESET_REQUIRED'] as const)(
    '%s: answered as a new sign-up, the owner told instead of sent a code, and nothing confirms or changes',
    async (status) => {
      const email = newEmail(`existente-${status.toLowerCase()}`);
      const { sub } = await server.identity.userPool.adminCreateUser({ email, password: PASSWORD, status });

      const answer = await signUp(email, { password: OTHER_PASSWORD });
      const again = await signUp(email, { password: OTHER_PASSWORD });

      expect(answer).toEqual({ status: 200, body: answerShape(email) });
      expect(again.body.UserSub).toBe(answer.body.UserSub);
      expect(answer.body.UserSub).not.toBe(sub);
      const [notice] = await server.outbox(email);
      expect(notice).toMatchObject({
        kind: 'SIGN_UP_EXISTING',
        code: '',
        subject: 'Tentativa de cadastro com o seu e-mail no Pauta',
      });
      expect(notice?.body).toContain('Alguém tentou criar uma conta no Pauta com este e-mail');
      expect((await server.outbox(email)).every((message) => message.kind === 'SIGN_UP_EXISTING')).toBe(true);
      expect((await confirm(email, '123456')).body).toEqual(wrongCode);
      expect((await resend(email)).body).toEqual({
        CodeDeliveryDetails: answerShape(email).CodeDeliveryDetails,
      });
      expect((await server.outbox(email)).length).toBe(2);
      expect(await server.identity.userPool.findUserByEmail(email)).toEqual({ sub, email, status });
      // The sign-up's password is as foreign to the account as any other.
      expect((await passwordAuth(email, OTHER_PASSWORD)).body).toEqual(
        (await passwordAuth(email, 'Nunca@Usada2026')).body,
      );
    },
  );

  it('never: ResendConfirmationCode and ConfirmSignUp answer as for anyone, and send nothing', async () => {
    const email = newEmail('ninguem');
    expect(await resend(email)).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: answerShape(email).CodeDeliveryDetails },
    });
    expect((await confirm(email, '123456')).body).toEqual(wrongCode);
    expect(await server.outbox(email)).toEqual([]);
  });
});

describe('ResendConfirmationCode', () => {
  it('sends a new code that replaces the last one', async () => {
    const email = newEmail('reenvio');
    await signUp(email);

    expect(await resend(email)).toEqual({
      status: 200,
      body: { CodeDeliveryDetails: answerShape(email).CodeDeliveryDetails },
    });

    const [newest] = await server.outbox(email);
    expect(newest?.kind).toBe('SIGN_UP');
    expect((await server.outbox(email)).map((message) => message.kind)).toEqual(['SIGN_UP', 'SIGN_UP']);
    expect((await confirm(email, newest?.code ?? '')).status).toBe(200);
  });

  it(`sends one e-mail at most ${MAX_SIGN_UP_MAILS} times in the window, sign-ups and resends together`, async () => {
    const email = newEmail('insistente');
    await signUp(email);
    for (let sent = 1; sent < MAX_SIGN_UP_MAILS; sent += 1) expect((await resend(email)).status).toBe(200);
    expect((await resend(email)).body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    expect((await signUp(email)).body).toMatchObject({ __type: 'LimitExceededException' });
    expect(await server.outbox(email)).toHaveLength(MAX_SIGN_UP_MAILS);
  });
});

describe('a pool where only administrators create users (IDENTITY_SELF_SIGN_UP=false)', () => {
  it('answers NotAuthorizedException as Cognito with AllowAdminCreateUserOnly', async () => {
    const closed = await startIdentityServer({ IDENTITY_SELF_SIGN_UP: 'false' });
    try {
      const response = await closed.call('SignUp', {
        ClientId: closed.config.userPoolClientId,
        Username: 'fechado@nova-empresa.com.br',
        Password: PASSWORD,
        UserAttributes: attributes('fechado@nova-empresa.com.br'),
      });
      expect(await response.json()).toEqual({
        __type: 'NotAuthorizedException',
        message: 'SignUp is not permitted for this user pool',
      });
    } finally {
      await closed.close();
    }
  });
});
