import { afterAll, beforeAll, expect } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import type { RunningServer } from '../../../server/http/start-server.ts';
import { tokenCache } from './credentials.ts';
import type { TestServer } from './test-server.ts';

/** The one server a test file's API tests share, and the calls they make on it as the demo accounts. */
export type FileServer = {
  readonly baseUrl: string;
  readonly running: RunningServer;
  /** The account's `Bearer` id token, signed in once per file. */
  tokenOf(email: string): Promise<string>;
  /** A request as `email`, with `body` (when given) as JSON. */
  call(email: string, method: string, url: string, body?: unknown): Promise<Response>;
};

/** Starts the file's server before its tests (`start`: which database, which settings) and closes it after. */
export function serverForFile(start: () => Promise<TestServer>): FileServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error('the test server did not start');
    return server;
  };
  const tokenOf = tokenCache(() => started().baseUrl);
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get running() {
      return started().running;
    },
    tokenOf,
    async call(email, method, url, body) {
      const request: RequestInit = { method, headers: { authorization: await tokenOf(email) } };
      if (body !== undefined) {
        request.headers = { ...request.headers, 'content-type': 'application/json' };
        request.body = JSON.stringify(body);
      }
      return fetch(`${started().baseUrl}${url}`, request);
    },
  };
}

/** The Portuguese message of a refusal, once its status is the one expected. */
export async function refusalMessage(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(await response.json()).message;
}
