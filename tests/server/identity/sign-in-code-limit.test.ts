import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/*
 * A code that starts a sign-in without the password (USER_AUTH's EMAIL_OTP and SMS_OTP, the custom challenge
 * without SRP) is sent to whoever asks with an address: past IDENTITY_MAX_SIGN_IN_CODES in the window, the
 * next one is refused with Cognito's LimitExceededException, for an unknown address alike (the refusal tells
 * nothing about who has an account), and one account's limit leaves the others untouched.
 */

const PASSWORD = 'Demo@2026!';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({
    IDENTITY_MAX_SIGN_IN_CODES: '2',
    IDENTITY_CUSTOM_AUTH: 'emailed-code',
  });
  await server.identity.userPool.adminCreateUser({ email: 'vendedor@demo.com.br', password: PASSWORD });
  await server.identity.userPool.adminCreateUser({ email: 'lider@demo.com.br', password: PASSWORD });
});

afterAll(async () => {
  await server?.close();
});

async function start(flow: string, parameters: Record<string, string>) {
  const response = await server.call('InitiateAuth', {
    AuthFlow: flow,
    ClientId: server.config.userPoolClientId,
    AuthParameters: parameters,
  });
  return { status: response.status, type: response.headers.get('x-amzn-errortype') };
}

const emailCode = (email: string) =>
  start('USER_AUTH', { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' });

describe('codes sent to start a sign-in without the password', () => {
  it('are refused past the limit, for known and unknown addresses alike', async () => {
    for (const email of ['vendedor@demo.com.br', 'ninguem@demo.com.br']) {
      expect((await emailCode(email)).status).toBe(200);
      expect((await emailCode(email)).status).toBe(200);
      expect(await emailCode(email)).toEqual({ status: 400, type: 'LimitExceededException' });
    }
    // Another account's codes are its own.
    expect((await emailCode('lider@demo.com.br')).status).toBe(200);
  });

  it("count the custom challenge's e-mailed code without SRP too", async () => {
    const custom = () => start('CUSTOM_AUTH', { USERNAME: 'lider@demo.com.br' });
    expect((await custom()).status).toBe(200);
    expect(await custom()).toEqual({ status: 400, type: 'LimitExceededException' });
  });
});
