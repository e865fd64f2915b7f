import type { OutboxMessage } from '../../../server/identity/outbox.ts';
import { bearer, cognitoRequest } from '../support/credentials.ts';
import type { TestServer } from '../support/test-server.ts';

/** One call of the API with a JSON body, as the page makes it. */
export async function call(
  server: TestServer,
  method: string,
  pathname: string,
  authorization: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${server.baseUrl}${pathname}`, {
    method,
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The identity service's outbox for one address, newest first (loopback only, as the test runs). */
export async function outboxOf(server: TestServer, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${server.baseUrl}/cognito/_outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as OutboxMessage[];
}

/** USER_PASSWORD_AUTH as a client without SRP sends it: the answer's JSON and status. */
export async function initiateAuth(server: TestServer, email: string, password: string) {
  const response = await cognitoRequest(server.baseUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'pauta-web',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The invited person's first sign-in, as the app does it (spec, login rule 4): the temporary password,
 * then NEW_PASSWORD_REQUIRED answered with the password entered and the name the challenge asks for (an
 * invitation has none). Answers their bearer and refresh token.
 */
export async function firstSignIn(
  server: TestServer,
  email: string,
  temporaryPassword: string,
  name = { given_name: 'Pessoa', family_name: 'Convidada' },
): Promise<{ authorization: string; refreshToken: string }> {
  const first = await initiateAuth(server, email, temporaryPassword);
  if (first.body.ChallengeName !== 'NEW_PASSWORD_REQUIRED') {
    throw new Error(`expected NEW_PASSWORD_REQUIRED, got ${JSON.stringify(first.body)}`);
  }
  const response = await cognitoRequest(server.baseUrl, 'RespondToAuthChallenge', {
    ClientId: 'pauta-web',
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: first.body.Session,
    ChallengeResponses: {
      USERNAME: email,
      NEW_PASSWORD: temporaryPassword,
      'userAttributes.given_name': name.given_name,
      'userAttributes.family_name': name.family_name,
    },
  });
  const body = (await response.json()) as {
    AuthenticationResult?: { IdToken: string; RefreshToken: string };
  };
  if (!body.AuthenticationResult) throw new Error(`first sign-in failed: ${JSON.stringify(body)}`);
  return {
    authorization: bearer(body.AuthenticationResult.IdToken),
    refreshToken: body.AuthenticationResult.RefreshToken,
  };
}

/** REFRESH_TOKEN_AUTH with a refresh token: the status and the answer. */
export async function refresh(server: TestServer, refreshToken: string) {
  const response = await cognitoRequest(server.baseUrl, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: 'pauta-web',
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
