import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createHttpClient,
  HttpError,
  watchEndedSessions,
  type HttpClientOptions,
} from '../../../src/services/http.ts';

const itemSchema = z.object({ id: z.string() });
const prefixUrl = 'http://pauta.test/api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, overrides: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    fetch,
    prefixUrl,
    currentIdToken: async () => 'old-token',
    refreshIdToken: async () => {},
    basicCredentials: () => null,
    ...overrides,
  });
}

const authorizationOf = (input: Parameters<typeof fetch>[0]) =>
  (input as Request).headers.get('Authorization');

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('http client', () => {
  it('sends the id token as a bearer token under the /api prefix, with the query string', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { id: 'm1' }));
    const result = await client(fetch).getJson('meetings/m1', itemSchema, { searchParams: { page: 2 } });

    expect(result).toEqual({ id: 'm1' });
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://pauta.test/api/meetings/m1?page=2');
    expect(request.headers.get('Authorization')).toBe('Bearer old-token');
  });

  it('sends a JSON body with the method asked for', async () => {
    const sent: { method: string; body: unknown }[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
      const request = input as Request;
      sent.push({ method: request.method, body: await request.json() });
      return json(201, { id: 'new' });
    });
    await client(fetch).sendJson('POST', 'meetings', { title: 'Demo' }, itemSchema);

    expect(sent).toEqual([{ method: 'POST', body: { title: 'Demo' } }]);
  });

  it('refreshes once for five concurrent 401s, and all five retry with the new token and succeed', async () => {
    let token = 'old-token';
    let releaseRefresh = () => {};
    const refreshIdToken = vi.fn<() => Promise<void>>(
      () =>
        new Promise<void>((resolve) => {
          releaseRefresh = () => {
            token = 'new-token';
            resolve();
          };
        }),
    );
    const fetch = vi.fn<typeof globalThis.fetch>(async (input) =>
      authorizationOf(input) === 'Bearer new-token' ? json(200, { id: 'ok' }) : json(401, {}),
    );
    const http = client(fetch, { currentIdToken: async () => token, refreshIdToken });

    const requests = Array.from({ length: 5 }, (_, index) => http.getJson(`items/${index}`, itemSchema));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(5));
    await vi.waitFor(() => expect(refreshIdToken).toHaveBeenCalled());
    releaseRefresh();

    await expect(Promise.all(requests)).resolves.toEqual(Array.from({ length: 5 }, () => ({ id: 'ok' })));
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(10);
  });

  it('answers a late 401 (sent with the old token, answered after the refresh) by retrying, not by refreshing again', async () => {
    let token = 'old-token';
    const refreshIdToken = vi.fn<() => Promise<void>>(async () => {
      token = 'new-token';
    });
    let answerSlow = () => {};
    const fetch = vi.fn<typeof globalThis.fetch>((input) => {
      const request = input as Request;
      if (authorizationOf(input) === 'Bearer new-token') return Promise.resolve(json(200, { id: 'ok' }));
      // The slow request's 401 arrives only once the fast one has refreshed and succeeded.
      if (request.url.endsWith('/slow')) {
        return new Promise<Response>((resolve) => {
          answerSlow = () => resolve(json(401, {}));
        });
      }
      return Promise.resolve(json(401, {}));
    });
    const http = client(fetch, { currentIdToken: async () => token, refreshIdToken });

    const slow = http.getJson('slow', itemSchema);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await expect(http.getJson('fast', itemSchema)).resolves.toEqual({ id: 'ok' });
    answerSlow();

    await expect(slow).resolves.toEqual({ id: 'ok' });
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
  });

  it('a refresh the identity service never answers ends as a timeout, not as the 401 (which would sign out)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(401, {}));
    const refreshIdToken = vi.fn<() => Promise<void>>(() => new Promise<void>(() => {}));
    const error = await failure(client(fetch, { refreshIdToken, timeout: 50 }).getJson('items', itemSchema));

    expect(error.status).toBe('TIMEOUT_ERROR');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a token the identity service never hands over ends as a timeout; no request is sent', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { id: 'ok' }));
    const currentIdToken = () => new Promise<string | undefined>(() => {});
    const error = await failure(client(fetch, { currentIdToken, timeout: 50 }).getJson('items', itemSchema));

    expect(error.status).toBe('TIMEOUT_ERROR');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes on 403 too', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(403, {}))
      .mockResolvedValueOnce(json(200, { id: 'ok' }));
    const refreshIdToken = vi.fn<() => Promise<void>>(async () => {});

    await expect(client(fetch, { refreshIdToken }).getJson('items', itemSchema)).resolves.toEqual({
      id: 'ok',
    });
    expect(refreshIdToken).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(401, {}));
    const error = await failure(client(fetch).getJson('items', itemSchema));

    expect(error.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives the 401 back without retrying when the refresh fails', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(401, {}));
    const refreshIdToken = vi.fn<() => Promise<void>>(async () => {
      throw new Error('Refresh Token has expired');
    });
    const ended = vi.fn<() => void>();
    const stop = watchEndedSessions(ended);
    const error = await failure(client(fetch, { refreshIdToken }).getJson('items', itemSchema));
    stop();

    expect(error.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The session is over, not just this request: the session machine signs out at once.
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('uses stored basic credentials and never refreshes or retries with them', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(401, {}));
    const refreshIdToken = vi.fn<() => Promise<void>>(async () => {});
    const http = client(fetch, { basicCredentials: () => 'dXNlcjpwYXNz', refreshIdToken });

    const error = await failure(http.getJson('items', itemSchema));

    expect(error.status).toBe(401);
    expect(authorizationOf(fetch.mock.calls[0]![0])).toBe('Basic dXNlcjpwYXNz');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(refreshIdToken).not.toHaveBeenCalled();
  });

  it('lets an identity-provider failure through unchanged, without calling the API', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { id: 'ok' }));
    const expired = Object.assign(new Error('Refresh Token has expired'), { name: 'NotAuthorizedException' });
    const http = client(fetch, {
      currentIdToken: async () => {
        throw expired;
      },
    });

    await expect(http.getJson('items', itemSchema)).rejects.toBe(expired);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns a 500 into status 500 with the JSON error body', async () => {
    const body = { status: 500, title: 'Internal Server Error', message: 'boom' };
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(500, body));
    const error = await failure(client(fetch).getJson('items', itemSchema));

    expect(error.status).toBe(500);
    expect(error.body).toEqual(body);
    expect(error.message).toBe('boom');
  });

  it("keeps a refusal's body that has only a title or only a message (a backend built to the spec)", async () => {
    const titled = vi.fn<typeof globalThis.fetch>(async () => json(401, { title: 'Credenciais inválidas' }));
    const error = await failure(client(titled).sendJson('POST', 'auth/basic-login', {}, itemSchema));
    expect(error.body).toEqual({ title: 'Credenciais inválidas' });
    expect(error.message).toBe('Credenciais inválidas');

    const spoken = vi.fn<typeof globalThis.fetch>(async () => json(400, { message: 'Nome inválido.' }));
    expect((await failure(client(spoken).getJson('items', itemSchema))).body).toEqual({
      message: 'Nome inválido.',
    });
  });

  it('treats any 2xx as success and a status outside 200-299 as an error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    await expect(client(fetch).getJson('items', z.undefined())).resolves.toBeUndefined();

    const notFound = vi.fn<typeof globalThis.fetch>(async () => new Response('not json', { status: 404 }));
    const error = await failure(client(notFound).getJson('items', itemSchema));
    expect(error.status).toBe(404);
    expect(error.body).toBeUndefined();
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failure(client(fetch).getJson('items', itemSchema))).status).toBe('FETCH_ERROR');
  });

  it('reports a request that outlives the timeout as TIMEOUT_ERROR', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}));
    const error = await failure(client(fetch, { timeout: 20 }).getJson('items', itemSchema));
    expect(error.status).toBe('TIMEOUT_ERROR');
  });

  it('reports a body that is not JSON as PARSING_ERROR', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('<html>', { status: 200 }));
    expect((await failure(client(fetch).getJson('items', itemSchema))).status).toBe('PARSING_ERROR');
  });

  it('reports JSON that does not match the schema as PARSING_ERROR', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(200, { id: 42 }));
    expect((await failure(client(fetch).getJson('items', itemSchema))).status).toBe('PARSING_ERROR');
  });

  it('lets a cancelled request reject with the abort, not as a failure to report', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (input) =>
        new Promise<Response>((_resolve, reject) => {
          const { signal } = input as Request;
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const request = client(fetch).getJson('items', itemSchema, { signal: controller.signal });
    controller.abort();

    const error = await request.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});
