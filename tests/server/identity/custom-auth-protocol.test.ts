import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** CUSTOM_AUTH's refusals as plain HTTP, with Cognito's exception names and messages. */

const PASSWORD = 'Demo@2026!';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer({ IDENTITY_MAX_FAILED_PASSWORDS: '50' });
  await server.identity.userPool.adminCreateUser({ email: 'vendedor@demo.com.br', password: PASSWORD });
});

afterAll(async () => {
  await server?.close();
});

type Body = Record<string, unknown> & { Session?: string; ChallengeParameters?: Record<string, string> };

async function call(target: IdentityServer, operation: string, body: unknown) {
  const response = await target.call(operation, body);
  return { type: response.headers.get('x-amzn-errortype'), body: (await response.json()) as Body };
}

const customAuth = (parameters: Record<string, string>, target = server) =>
  call(target, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: target.config.userPoolClientId,
    AuthParameters: parameters,
  });

const answer = (Session: string | undefined, responses: Record<string, string>) =>
  call(server, 'RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: server.config.userPoolClientId,
    Session,
    ChallengeResponses: responses,
  });

const expired = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};

describe('CUSTOM_AUTH', () => {
  it("poses the module's challenge with a session and its public parameters", async () => {
    expect((await customAuth({ USERNAME: 'Vendedor@demo.com.br' })).body).toEqual({
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: expect.any(String),
      ChallengeParameters: {
        USERNAME: 'vendedor@demo.com.br',
        message: 'Enviamos um código de verificação para v***@d***. Digite-o para entrar.',
      },
    });
  });

  it('ends the sign-in after three wrong codes with "Incorrect username or password."', async () => {
    let { body } = await customAuth({ USERNAME: 'vendedor@demo.com.br' });
    const code = await server.latestCode('vendedor@demo.com.br');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of ['restam 2 tentativas', 'resta 1 tentativa']) {
      body = (await answer(body.Session, { USERNAME: 'vendedor@demo.com.br', ANSWER: wrong })).body;
      expect(body.ChallengeParameters?.message).toContain(left);
    }
    expect(await answer(body.Session, { USERNAME: 'vendedor@demo.com.br', ANSWER: wrong })).toEqual({
      type: 'NotAuthorizedException',
      body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
  });

  it('takes one answer per challenge and refuses a forged session or another user', async () => {
    const { body } = await customAuth({ USERNAME: 'vendedor@demo.com.br' });
    const code = await server.latestCode('vendedor@demo.com.br');
    expect((await answer('forged', { USERNAME: 'vendedor@demo.com.br', ANSWER: code })).body).toEqual(
      expired,
    );
    expect((await answer(body.Session, { USERNAME: 'outro@demo.com.br', ANSWER: code })).body).toEqual(
      expired,
    );
    expect(
      (await answer(body.Session, { USERNAME: 'vendedor@demo.com.br', ANSWER: code })).body,
    ).toHaveProperty('AuthenticationResult');
    expect((await answer(body.Session, { USERNAME: 'vendedor@demo.com.br', ANSWER: code })).body).toEqual(
      expired,
    );
  });

  it('refuses missing parameters, a bad CHALLENGE_NAME or SRP_A', async () => {
    expect(await customAuth({})).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter USERNAME' },
    });
    expect(await customAuth({ USERNAME: 'vendedor@demo.com.br', CHALLENGE_NAME: 'OTHER' })).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Invalid value for CHALLENGE_NAME.' },
    });
    expect(
      await customAuth({ USERNAME: 'vendedor@demo.com.br', CHALLENGE_NAME: 'SRP_A', SRP_A: '0' }),
    ).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Invalid value for SRP_A.' },
    });
    const { body } = await customAuth({ USERNAME: 'vendedor@demo.com.br' });
    expect(await answer(body.Session, { USERNAME: 'vendedor@demo.com.br' })).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter ANSWER' },
    });
  });

  it('poses the same challenge to an unknown user, e-mails nobody and accepts no code', async () => {
    const { body } = await customAuth({ USERNAME: 'ninguem@demo.com.br' });
    expect(body.ChallengeParameters?.message).toBe(
      'Enviamos um código de verificação para n***@d***. Digite-o para entrar.',
    );
    expect(await server.outbox('ninguem@demo.com.br')).toEqual([]);
    const refused = await answer(body.Session, { USERNAME: 'ninguem@demo.com.br', ANSWER: '123456' });
    expect(refused.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
  });

  it('is not enabled for the client when the pool names no module', async () => {
    const off = await startIdentityServer({ IDENTITY_CUSTOM_AUTH: 'none' });
    try {
      expect(await customAuth({ USERNAME: 'vendedor@demo.com.br' }, off)).toEqual({
        type: 'InvalidParameterException',
        body: {
          __type: 'InvalidParameterException',
          message: 'CUSTOM_AUTH flow not enabled for this client',
        },
      });
    } finally {
      await off.close();
    }
  });
});
