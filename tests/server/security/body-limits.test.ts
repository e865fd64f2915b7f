import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bodyTooLargeMessage } from '../../../server/http/body-limits.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { tlsRequest } from '../hosted-ui/tls-client.ts';
import { cognitoRequest } from '../support/credentials.ts';
import { serverForFile } from '../support/file-server.ts';
import { accounts } from '../support/seed-facts.ts';
import { startOn } from '../support/test-server.ts';

const server = serverForFile(() => startOn('pglite'));
const megabyte = 1024 * 1024;

/** Issue 25 item 6: a 413 in the API's shape, said in Portuguese. */
async function expectApiRefusal(response: Response) {
  expect(response.status).toBe(413);
  expect(apiErrorSchema.parse(await response.json())).toMatchObject({
    title: 'Content Too Large',
    message: bodyTooLargeMessage,
  });
}

/**
 * A body of `size` bytes sent chunked (no Content-Length), one megabyte at a time as the server pulls it;
 * `sent()` tells how much the server pulled.
 */
function chunkedBody(size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(new Uint8Array(megabyte).fill(0x61));
      sent += megabyte;
    },
  });
  return { stream, sent: () => sent };
}

describe('request bodies have a limit per route, refused with 413 before they are read (issue 25 item 6)', () => {
  test('an anonymous 60 MB basic login is refused at once, from its Content-Length', async () => {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/auth/basic-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${'a'.repeat(60 * megabyte)}"}`,
    });
    await expectApiRefusal(response);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  test('a 20 MB InitiateAuth is refused with a Cognito error', async () => {
    const response = await cognitoRequest(server.baseUrl, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientMetadata: { x: 'a'.repeat(20 * megabyte) },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-amzn-errortype')).toBe('InvalidParameterException');
    expect(await response.json()).toMatchObject({ __type: 'InvalidParameterException' });
  });

  test('a chunked body with no Content-Length is refused once it passes the limit, not read to its end', async () => {
    const body = chunkedBody(60 * megabyte);
    const response = await fetch(`${server.baseUrl}/api/auth/basic-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    await expectApiRefusal(response);
    expect(body.sent()).toBeLessThan(20 * megabyte);
  });

  test("a signed-in route takes up to the API's limit, and refuses a larger body", async () => {
    const response = await fetch(`${server.baseUrl}/api/companies/vocabularies`, {
      method: 'POST',
      headers: {
        authorization: await server.tokenOf(accounts.admin.email),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ word: 'a'.repeat(2 * megabyte) }),
    });
    await expectApiRefusal(response);
  });

  test('a large form posted to the hosted sign-in pages is refused the same way', async () => {
    const { dataDir, hostedUiUrl } = server.running.config;
    const ca = await readFile(path.resolve(dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
    const answer = await tlsRequest(`${hostedUiUrl}/corp-idp/login`, {
      ca,
      form: { username: 'a'.repeat(megabyte), password: 'x' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(bodyTooLargeMessage);
  });

  test('a body within the limit is answered by its route as before', async () => {
    const response = await fetch(`${server.baseUrl}/api/auth/basic-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: accounts.seller.email, password: 'wrong password' }),
    });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});
