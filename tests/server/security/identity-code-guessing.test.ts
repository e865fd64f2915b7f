import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from '../identity/identity-server.ts';

/**
 * Issue 25 item 1: e-mailed codes (ConfirmForgotPassword, VerifyUserAttribute) could be guessed without
 * limit. The attack replays 000000, 000001, ... until the right code answers.
 */

const PASSWORD = 'Demo@2026!';
const NEW_PASSWORD = 'Nova@Senha2026';
const MAX_CODE_ATTEMPTS = 5;
const MAX_WRONG_CODES = 8;
const limits = {
  IDENTITY_MAX_CODE_ATTEMPTS: String(MAX_CODE_ATTEMPTS),
  IDENTITY_MAX_WRONG_CODES: String(MAX_WRONG_CODES),
  // Each test asks for several codes; the reset-request limit is not what is tested here.
  IDENTITY_MAX_PASSWORD_CHANGES: '20',
};
const attemptLimit = {
  __type: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try after some time.',
};
const wrongCode = {
  __type: 'CodeMismatchException',
  message: 'Invalid verification code provided, please try again.',
};
const wrongCodes = (count: number) => Array.from({ length: count }, () => wrongCode);
const burnedCode = {
  __type: 'ExpiredCodeException',
  message: 'Invalid code provided, please request a code again.',
};

let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer(limits);
});
afterAll(async () => {
  await server?.close();
});

/** The attacker's guesses, in order, leaving out the real code (which the attacker does not know). */
const guessesAvoiding = (real: string) =>
  Array.from({ length: 100 }, (_, n) => String(n).padStart(6, '0')).filter((guess) => guess !== real);

async function call(target: IdentityServer, operation: string, body: unknown) {
  const response = await target.call(operation, body);
  return (await response.json()) as Record<string, unknown>;
}

const clientId = () => server.config.userPoolClientId;

async function requestReset(target: IdentityServer, email: string): Promise<string> {
  await call(target, 'ForgotPassword', { ClientId: clientId(), Username: email });
  return server.latestCode(email);
}

const confirmReset = (target: IdentityServer, email: string, code: string) =>
  call(target, 'ConfirmForgotPassword', {
    ClientId: clientId(),
    Username: email,
    ConfirmationCode: code,
    Password: NEW_PASSWORD,
  });

const signIn = (email: string, password: string) =>
  call(server, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

describe('ConfirmForgotPassword', () => {
  it('burns a code after its tries, and then refuses the real code', async () => {
    const email = 'reset-burn@demo.com.br';
    await server.identity.userPool.adminCreateUser({ email, password: PASSWORD });
    const real = await requestReset(server, email);
    const answers = [];
    for (const guess of guessesAvoiding(real).slice(0, MAX_CODE_ATTEMPTS + 1))
      answers.push(await confirmReset(server, email, guess));

    expect(answers.slice(0, MAX_CODE_ATTEMPTS - 1)).toEqual(wrongCodes(MAX_CODE_ATTEMPTS - 1));
    expect(answers[MAX_CODE_ATTEMPTS - 1]).toEqual(attemptLimit);
    expect(answers[MAX_CODE_ATTEMPTS]).toEqual(burnedCode);
    expect(await confirmReset(server, email, real)).toEqual(burnedCode);
    expect(await signIn(email, NEW_PASSWORD)).toMatchObject({ __type: 'NotAuthorizedException' });
    expect(await signIn(email, PASSWORD)).toHaveProperty('AuthenticationResult');
  });

  it('locks the account after repeated wrong codes across new codes, even for the right code', async () => {
    const email = 'reset-lock@demo.com.br';
    await server.identity.userPool.adminCreateUser({ email, password: PASSWORD });
    let wrong = 0;
    while (wrong < MAX_WRONG_CODES) {
      const real = await requestReset(server, email);
      // Short of burning each code: a new code each time, as an attacker would ask for.
      for (const guess of guessesAvoiding(real).slice(0, Math.min(2, MAX_WRONG_CODES - wrong))) {
        expect(await confirmReset(server, email, guess)).toEqual(wrongCode);
        wrong += 1;
      }
    }
    const fresh = await requestReset(server, email);

    expect(await confirmReset(server, email, fresh)).toEqual(attemptLimit);
    expect(await signIn(email, NEW_PASSWORD)).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('keeps counting across a restart: a new server on the same database', async () => {
    const email = 'reset-restart@demo.com.br';
    await server.identity.userPool.adminCreateUser({ email, password: PASSWORD });
    const real = await requestReset(server, email);
    const guesses = guessesAvoiding(real);
    for (const guess of guesses.slice(0, MAX_CODE_ATTEMPTS - 1))
      expect(await confirmReset(server, email, guess)).toEqual(wrongCode);

    const restarted = await startIdentityServer(limits, undefined, server.db);
    try {
      expect(await confirmReset(restarted, email, guesses[MAX_CODE_ATTEMPTS - 1]!)).toEqual(attemptLimit);
      expect(await confirmReset(restarted, email, real)).toEqual(burnedCode);
    } finally {
      await restarted.close();
    }
  });
});

describe('VerifyUserAttribute', () => {
  it('burns a code after its tries, and then refuses the real code', async () => {
    const email = 'verify-burn@demo.com.br';
    const newEmail = 'verify-burn-novo@demo.com.br';
    await server.identity.userPool.adminCreateUser({ email, password: PASSWORD });
    const signedIn = (await signIn(email, PASSWORD)).AuthenticationResult as { AccessToken: string };
    const { AccessToken } = signedIn;
    await call(server, 'UpdateUserAttributes', {
      AccessToken,
      UserAttributes: [{ Name: 'email', Value: newEmail }],
    });
    const real = await server.latestCode(newEmail);
    const verify = (Code: string) =>
      call(server, 'VerifyUserAttribute', { AccessToken, AttributeName: 'email', Code });
    const answers = [];
    for (const guess of guessesAvoiding(real).slice(0, MAX_CODE_ATTEMPTS)) answers.push(await verify(guess));

    expect(answers.slice(0, MAX_CODE_ATTEMPTS - 1)).toEqual(wrongCodes(MAX_CODE_ATTEMPTS - 1));
    expect(answers[MAX_CODE_ATTEMPTS - 1]).toEqual(attemptLimit);
    expect(await verify(real)).toEqual(burnedCode);
  });
});
