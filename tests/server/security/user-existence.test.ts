import { signIn } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureAmplify, failureOf } from '../identity/amplify-setup.ts';
import { startIdentityServer, type IdentityServer } from '../identity/identity-server.ts';

/**
 * Issue 25 item 12: InitiateAuth and ForgotPassword answered UserNotFoundException, telling who has an
 * account. Now an unknown user is answered as Cognito answers with PreventUserExistenceErrors ENABLED.
 */

const PASSWORD = 'Demo@2026!';
const KNOWN = 'conhecido@demo.com.br';
const UNKNOWN = 'ninguem@demo.com.br';
const incorrect = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({ IDENTITY_MAX_FAILED_PASSWORDS: '3' });
  await server.identity.userPool.adminCreateUser({ email: KNOWN, password: PASSWORD });
  configureAmplify(server);
});
afterAll(async () => {
  await server?.close();
});

async function call(operation: string, body: unknown) {
  return (await (await server.call(operation, body)).json()) as Record<string, unknown>;
}

const clientId = () => server.config.userPoolClientId;

const passwordAuth = (username: string, password: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

const srpStart = (username: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: username, SRP_A: 'ab'.repeat(384) },
  });

describe('InitiateAuth', () => {
  it('USER_PASSWORD_AUTH: an unknown user reads as a wrong password', async () => {
    expect(await passwordAuth(UNKNOWN, PASSWORD)).toEqual(incorrect);
    expect(await passwordAuth(KNOWN, 'Errada@2026')).toEqual(incorrect);
  });

  it('USER_SRP_AUTH: an unknown user gets a challenge like anyone, the same salt each time', async () => {
    const unknown = await srpStart(UNKNOWN);
    const challengeShape = {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: {
        SALT: expect.stringMatching(/^[0-9a-f]{32}$/),
        SRP_B: expect.any(String),
        SECRET_BLOCK: expect.any(String),
        USER_ID_FOR_SRP: UNKNOWN,
        USERNAME: UNKNOWN,
      },
    };

    expect(unknown).toEqual(challengeShape);
    expect(await srpStart(KNOWN)).toEqual({
      ...challengeShape,
      ChallengeParameters: { ...challengeShape.ChallengeParameters, USER_ID_FOR_SRP: KNOWN, USERNAME: KNOWN },
    });
    const again = (await srpStart(UNKNOWN)).ChallengeParameters as Record<string, string>;
    expect(again.SALT).toBe((unknown.ChallengeParameters as Record<string, string>).SALT);
  });

  it("the whole SRP sign-in (Amplify's default) of an unknown user ends as a wrong password", async () => {
    expect(await failureOf(signIn({ username: 'outro-ninguem@demo.com.br', password: PASSWORD }))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('an unknown user is locked after repeated failures, as a known one is', async () => {
    for (const email of ['bloqueado@demo.com.br', KNOWN]) {
      for (let failure = 0; failure < 3; failure += 1) await passwordAuth(email, 'Errada@2026');
      expect(await passwordAuth(email, 'Errada@2026')).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Password attempts exceeded',
      });
    }
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('answer an unknown user as a known one, and send nothing', async () => {
    const email = 'sem-conta@demo.com.br';
    const forgot = await call('ForgotPassword', { ClientId: clientId(), Username: email });

    expect(forgot).toEqual({
      CodeDeliveryDetails: { Destination: 's***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(await server.outbox(email)).toEqual([]);
    expect(
      await call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: email,
        ConfirmationCode: '000000',
        Password: 'Nova@Senha2026',
      }),
    ).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });
});
