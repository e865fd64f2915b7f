import { generate } from 'otplib';
import { expect, test } from 'vitest';
import { seedDemoData } from '../../../server/db/seed/index.ts';
import { demoSmsPhone, demoTotpSecret } from '../../../server/db/seed/accounts.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { accounts, basic, bearer, demoPassword } from '../support/credentials.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

type PoolAnswer = {
  __type?: string;
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult?: { IdToken: string };
};

describeOnEveryDatabase('demo accounts of the sign-in paths (issue 3)', (server) => {
  const pool = async (operation: string, body: object) => {
    const response = await fetch(`${server().baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as PoolAnswer;
  };
  const passwordAuth = (email: string) =>
    pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'pauta-web',
      AuthParameters: { USERNAME: email, PASSWORD: demoPassword },
    });
  const meWith = async (authorization: string) =>
    userSchema.parse(await (await server().get('/api/users/me', authorization)).json());

  test('novo@ has a temporary password: NEW_PASSWORD_REQUIRED', async () => {
    expect((await passwordAuth(accounts.newPassword.email)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  test('mfa@ asks for a TOTP code that the printed secret computes', async () => {
    const started = await passwordAuth(accounts.totpMfa.email);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(accounts.totpMfa.description).toContain(demoTotpSecret);
    const answered = await pool('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: 'pauta-web',
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: accounts.totpMfa.email,
        SOFTWARE_TOKEN_MFA_CODE: await generate({ secret: demoTotpSecret }),
      },
    });
    const idToken = answered.AuthenticationResult?.IdToken ?? '';
    expect((await meWith(bearer(idToken))).id).toBe(accounts.totpMfa.id);
  });

  test('email-mfa@ asks for an e-mailed code', async () => {
    expect((await passwordAuth(accounts.emailMfa.email)).ChallengeName).toBe('EMAIL_OTP');
  });

  test('sms@ asks for a texted code, to the seeded phone', async () => {
    expect(await passwordAuth(accounts.smsMfa.email)).toMatchObject({ ChallengeName: 'SMS_MFA' });
    const texts = await fetch(
      `${server().baseUrl}/cognito/_sms-outbox?to=${encodeURIComponent(demoSmsPhone)}`,
    );
    expect(((await texts.json()) as Array<{ kind: string }>)[0]?.kind).toBe('SMS_MFA');
  });

  test('verificacao@ signs in with the password, then the custom challenge (CUSTOM_AUTH)', async () => {
    // Without SRP the e-mailed code alone; with it, after the password (the Amplify suite walks that path).
    const started = await pool('InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: 'pauta-web',
      AuthParameters: { USERNAME: accounts.customChallenge.email },
    });
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
  });

  test('naoconfirmado@ is unconfirmed', async () => {
    expect(await passwordAuth(accounts.unconfirmed.email)).toMatchObject({
      __type: 'UserNotConfirmedException',
    });
  });

  test('trocar@ signs in and must update the password', async () => {
    const idToken = (await passwordAuth(accounts.resetPassword.email)).AuthenticationResult?.IdToken ?? '';
    expect(await meWith(bearer(idToken))).toMatchObject({
      id: accounts.resetPassword.id,
      resetPassword: true,
    });
  });

  test('redefinir@ must reset the password: signing in raises PasswordResetRequiredException, with SRP too', async () => {
    expect(await passwordAuth(accounts.resetRequired.email)).toMatchObject({
      __type: 'PasswordResetRequiredException',
    });
    const srp = await pool('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: 'pauta-web',
      AuthParameters: { USERNAME: accounts.resetRequired.email, SRP_A: 'ab'.repeat(384) },
    });
    expect(srp).toMatchObject({ __type: 'PasswordResetRequiredException' });
  });

  test('redefinir@ gets in with the e-mailed code of the reset flow, and only then', async () => {
    const { email } = accounts.resetRequired;
    const newPassword = 'Redefinida@2026';
    expect(await pool('ForgotPassword', { ClientId: 'pauta-web', Username: email })).toMatchObject({
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const outbox = await fetch(`${server().baseUrl}/cognito/_outbox?${new URLSearchParams({ to: email })}`);
    const [newest] = (await outbox.json()) as Array<{ code: string }>;
    expect(
      await pool('ConfirmForgotPassword', {
        ClientId: 'pauta-web',
        Username: email,
        ConfirmationCode: newest?.code,
        Password: newPassword,
      }),
    ).toEqual({});

    const signedIn = await pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'pauta-web',
      AuthParameters: { USERNAME: email, PASSWORD: newPassword },
    });
    const idToken = signedIn.AuthenticationResult?.IdToken ?? '';
    expect(await meWith(bearer(idToken))).toMatchObject({
      id: accounts.resetRequired.id,
      firstName: 'Isabela',
      resetPassword: false,
    });
  });

  test('migrado@ exists only in the backend, as a basic user waiting for migration', async () => {
    // Refused as a wrong password (user existence errors prevented), which is what sends the app to the basic login.
    expect(await passwordAuth(accounts.migrated.email)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(await meWith(basic(accounts.migrated.email, demoPassword))).toMatchObject({
      id: accounts.migrated.id,
      authType: 'basic',
      cognitoId: null,
    });
  });

  test('every new account is a named seller of the Comercial team in Demo Vendas Ltda', async () => {
    const keys = [
      'newPassword',
      'totpMfa',
      'emailMfa',
      'migrated',
      'resetPassword',
      'unconfirmed',
      'resetRequired',
      'sso',
    ] as const;
    const rows = await server().running.db.query<{
      email_address: string;
      company: string;
      team: string;
      role: string;
    }>(
      `SELECT u.email_address, c.name AS company, t.name AS team, m.role FROM users u
         JOIN companies c ON c.id = u.company_id JOIN team_members m ON m.user_id = u.id JOIN teams t ON t.id = m.team_id
        WHERE u.id = ANY($1::uuid[]) AND u.first_name <> '' AND u.last_name <> '' ORDER BY u.email_address`,
      [keys.map((key) => accounts[key].id)],
    );
    expect(rows).toEqual(
      keys
        .map((key) => ({
          email_address: accounts[key].email,
          company: 'Demo Vendas Ltda',
          team: 'Comercial',
          role: 'member',
        }))
        .sort((a, b) => a.email_address.localeCompare(b.email_address)),
    );
  });

  test('a database seeded before these accounts existed gets them at the next start, once', async () => {
    const { db } = server().running;
    const { newPassword } = accounts;
    await db.query('DELETE FROM users WHERE id = $1', [newPassword.id]);
    const identity = {
      userPool: {
        adminCreateUser: async () => ({ sub: newPassword.cognitoSub ?? '' }),
        findUserByEmail: async () => null,
        passwordChangedAt: async () => null,
      },
    };
    // Already seeded: no meeting is added, so none is analysed.
    const analyse = async () => {};
    expect(await seedDemoData({ db, identity, analyse })).toBe(false);
    expect(await seedDemoData({ db, identity, analyse })).toBe(false);
    const rows = await db.query<{ cognito_id: string }>(
      'SELECT cognito_id FROM users WHERE lower(email_address) = $1',
      [newPassword.email],
    );
    expect(rows).toEqual([{ cognito_id: newPassword.cognitoSub }]);
  });
});
