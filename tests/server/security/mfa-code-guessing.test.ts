import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from '../identity/identity-server.ts';

/**
 * Issue 25 item 2: RespondToAuthChallenge accepted 100 wrong MFA codes on one sign-in session, then the
 * right one. Now a few wrong codes end the session, and wrong codes count toward the account's lock.
 */

const PASSWORD = 'Demo@2026!';
const TOTP_SECRET = generateSecret();
const MAX_MFA_CODE_ATTEMPTS = 3;
const MAX_FAILED_PASSWORDS = 5;
const wrongCode = { __type: 'CodeMismatchException', message: 'Invalid code received for user' };
const sessionEnded = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};

type Body = Record<string, unknown> & { Session?: string };
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({
    IDENTITY_MAX_MFA_CODE_ATTEMPTS: String(MAX_MFA_CODE_ATTEMPTS),
    IDENTITY_MAX_FAILED_PASSWORDS: String(MAX_FAILED_PASSWORDS),
  });
});
afterAll(async () => {
  await server?.close();
});

async function call(operation: string, body: unknown): Promise<Body> {
  return (await (await server.call(operation, body)).json()) as Body;
}

const passwordAuth = (username: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: server.config.userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD },
  });

const respond = (ChallengeName: string, Session: string | undefined, responses: Record<string, string>) =>
  call('RespondToAuthChallenge', {
    ChallengeName,
    ClientId: server.config.userPoolClientId,
    Session,
    ChallengeResponses: responses,
  });

/** 000000, 000001, ... leaving out the right code. */
const guessesAvoiding = (right: string) =>
  Array.from({ length: 100 }, (_, n) => String(n).padStart(6, '0')).filter((guess) => guess !== right);

const totpNow = () => generate({ secret: TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });

/** Replays guesses on one session until it stops saying "wrong code"; the answers, in order. */
async function guessUntilRefused(
  challenge: string,
  session: string | undefined,
  answer: (code: string) => Record<string, string>,
  right: string,
) {
  const answers: Body[] = [];
  for (const guess of guessesAvoiding(right).slice(0, MAX_MFA_CODE_ATTEMPTS + 1))
    answers.push(await respond(challenge, session, answer(guess)));
  return answers;
}

/** A user with the authenticator app on; how that user's code is answered. */
async function totpUser(email: string) {
  await server.identity.userPool.adminCreateUser({
    email,
    password: PASSWORD,
    mfa: { totpSecret: TOTP_SECRET },
  });
  return (code: string) => ({ USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code });
}

describe('SOFTWARE_TOKEN_MFA', () => {
  it('ends the sign-in after a few wrong codes: the right code is then refused', async () => {
    const email = 'mfa-guess@demo.com.br';
    const answer = await totpUser(email);
    const { Session } = await passwordAuth(email);
    const right = await totpNow();

    const answers = await guessUntilRefused('SOFTWARE_TOKEN_MFA', Session, answer, right);

    expect(answers).toEqual([wrongCode, wrongCode, sessionEnded, sessionEnded]);
    expect(await respond('SOFTWARE_TOKEN_MFA', Session, answer(await totpNow()))).toEqual(sessionEnded);
  });

  it('counts wrong codes toward the account lock, which a right password alone does not lift', async () => {
    const email = 'mfa-lock@demo.com.br';
    const answer = await totpUser(email);
    // Two sign-ins of three wrong codes each: six wrong codes, past the five failures that lock.
    for (let signIn = 0; signIn < 2; signIn += 1) {
      const { Session } = await passwordAuth(email);
      await guessUntilRefused('SOFTWARE_TOKEN_MFA', Session, answer, await totpNow());
    }

    expect(await passwordAuth(email)).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });
});

describe('EMAIL_OTP', () => {
  it('ends the sign-in after a few wrong codes: the e-mailed code is then refused', async () => {
    const email = 'otp-guess@demo.com.br';
    await server.identity.userPool.adminCreateUser({ email, password: PASSWORD, mfa: { emailOtp: true } });
    const { Session } = await passwordAuth(email);
    const right = await server.latestCode(email);
    const answer = (code: string) => ({ USERNAME: email, EMAIL_OTP_CODE: code });

    const answers = await guessUntilRefused('EMAIL_OTP', Session, answer, right);

    expect(answers).toEqual([wrongCode, wrongCode, sessionEnded, sessionEnded]);
    expect(await respond('EMAIL_OTP', Session, answer(right))).toEqual(sessionEnded);
  });
});
