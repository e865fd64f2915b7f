import ky, { TimeoutError } from 'ky';
import { z } from 'zod';
import { noteFailure } from '../devtools/inspector/recorder.ts';
import { apiErrorAnswerSchema } from '../api-contract/error.ts';
import { appConfig } from './config.ts';
import { HttpError } from './http-error.ts';
import { currentIdToken, refreshIdToken } from './identity.ts';
import { createResourceFeed } from './resource-feed.ts';
import { readBasicCredentials } from './storage.ts';

export { HttpError, isHttpError } from './http-error.ts';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const endedSessions = createResourceFeed<void>();

/** Each time a request's refused refresh shows the session has ended; returns the way to stop. */
export function watchEndedSessions(listener: () => void): () => void {
  return endedSessions.subscribe(listener);
}

export type HttpClientOptions = {
  fetch?: typeof globalThis.fetch;
  /** Absolute in tests (Node's Request refuses relative URLs); the browser resolves '/api' against the page. */
  prefixUrl?: string;
  timeout?: number;
  currentIdToken: () => Promise<string | undefined>;
  /** Forces an identity-session refresh; the next currentIdToken() returns the new token. */
  refreshIdToken: () => Promise<void>;
  /** The stored basic credential (base64 of "email:password"), or null when the user signs in by token. */
  basicCredentials: () => string | null;
};

export type HttpClient = {
  getJson<T>(
    path: string,
    schema: z.ZodType<T>,
    options?: { searchParams?: Record<string, string | number | boolean>; signal?: AbortSignal },
  ): Promise<T>;
  sendJson<T>(
    method: Method,
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    options?: { signal?: AbortSignal },
  ): Promise<T>;
  /** A multipart form (a picture upload); the browser writes its content type with the boundary. */
  sendForm<T>(
    method: Method,
    path: string,
    form: FormData,
    schema: z.ZodType<T>,
    options?: { signal?: AbortSignal },
  ): Promise<T>;
  /**
   * A request whose answer is read as it arrives (an AI answer streamed as NDJSON): the successful Response with
   * its body unread; a refusal rejects like any other call. The timeout covers the wait for the headers only.
   */
  stream(method: Method, path: string, body: unknown, options?: { signal?: AbortSignal }): Promise<Response>;
};

type Attempt = {
  method: 'GET' | Method;
  path: string;
  json?: unknown;
  form?: FormData;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
};

const isSuccess = (status: number) => status >= 200 && status <= 299;
const isAuthFailure = (status: number) => status === 401 || status === 403;

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeout = options.timeout ?? 10_000;
  const api = ky.create({
    prefixUrl: options.prefixUrl ?? appConfig.apiPrefix,
    timeout,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  // However many requests fail with 401/403 at once, they all wait on this one refresh. A request sent before
  // a refresh that has since succeeded carried the old token: its late 401 is answered by that refresh, not
  // by another one (each finished refresh is a new generation).
  let refreshInFlight: Promise<void> | null = null;
  let generation = 0;
  const refreshOnce = () => {
    refreshInFlight ??= options
      .refreshIdToken()
      .then(() => {
        generation += 1;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  };
  const refreshSince = async (sentAt: number) => (generation === sentAt ? refreshOnce() : undefined);

  async function authorization(basic: string | null): Promise<Record<string, string>> {
    if (basic) return { Authorization: `Basic ${basic}` };
    // Reading the token may refresh it at the identity service, which Amplify waits on without a timeout.
    const token = await withinTimeout(options.currentIdToken(), timeout);
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function attempt(request: Attempt, basic: string | null): Promise<Response> {
    // Outside the try: an identity-provider failure (e.g. NotAuthorizedException) keeps its own name, so the
    // session can tell an ended session from a network failure.
    const headers = await authorization(basic);
    try {
      return await api(request.path, {
        method: request.method,
        json: request.json,
        body: request.form,
        searchParams: request.searchParams,
        signal: request.signal,
        headers,
      });
    } catch (error) {
      throw unansweredError(error, request.signal);
    }
  }

  async function send(request: Attempt): Promise<Response> {
    const basic = options.basicCredentials();
    const sentAt = generation;
    const response = await attempt(request, basic);
    if (!isAuthFailure(response.status) || basic) return response;
    // An identity service that does not answer is a timeout like any unanswered request (the screen offers
    // a retry), not an ended session: only a refused refresh gives the 401 back.
    const refreshed = await withinTimeout(refreshSince(sentAt), timeout).then(
      () => true,
      (error: unknown) => {
        if (isTimeout(error)) throw error;
        return false;
      },
    );
    if (refreshed) return attempt(request, basic);
    // The identity service refused to go on (a deactivated person, a revoked sign-in): the session is over,
    // not just this request, and the session machine signs out at once (watchEndedSessions).
    endedSessions.publish(undefined);
    return response;
  }

  // Every failure is also noted for the inspector's support bundle (devtools/inspector/recorder.ts).
  function request<T>(request: Attempt, schema: z.ZodType<T>): Promise<T> {
    return send(request)
      .then((response) => parseResponse(response, schema))
      .catch(noteFailure(request.method, request.path, request.signal));
  }

  return {
    getJson: (path, schema, { searchParams, signal } = {}) =>
      request({ method: 'GET', path, searchParams, signal }, schema),
    sendJson: (method, path, body, schema, { signal } = {}) =>
      request({ method, path, json: body, signal }, schema),
    sendForm: (method, path, form, schema, { signal } = {}) =>
      request({ method, path, form, signal }, schema),
    stream: (method, path, body, { signal } = {}) =>
      send({ method, path, json: body, signal })
        // A refusal's body is JSON like any other answer's: parseResponse throws its HttpError.
        .then((response) => (isSuccess(response.status) ? response : parseResponse(response, z.never())))
        .catch(noteFailure(method, path, signal)),
  };
}

const isTimeout = (error: unknown) => error instanceof HttpError && error.status === 'TIMEOUT_ERROR';

/** `work`, or a TIMEOUT_ERROR once `ms` have passed without it settling. */
function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new HttpError('TIMEOUT_ERROR', `The identity service did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** A request that got no answer, as the HttpError every API call rejects with. */
export function unansweredError(error: unknown, signal?: AbortSignal): unknown {
  // A cancelled request (the machine left its state) is not a failure anyone reports.
  if (signal?.aborted) return error;
  if (error instanceof TimeoutError) return new HttpError('TIMEOUT_ERROR', error.message, { cause: error });
  return new HttpError('FETCH_ERROR', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** An answer as the schema's value, or the HttpError of a refusal (with the API's sentence) or a malformed body. */
export async function parseResponse<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const body = await readJson(response);
  if (!isSuccess(response.status)) {
    const apiError = body.ok ? apiErrorAnswerSchema.safeParse(body.value) : undefined;
    const errorBody = apiError?.success ? apiError.data : undefined;
    throw new HttpError(
      response.status,
      errorBody?.message || errorBody?.title || `HTTP ${response.status}`,
      {
        body: errorBody,
      },
    );
  }
  if (!body.ok) throw new HttpError('PARSING_ERROR', `Invalid JSON from ${response.url}`);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    throw new HttpError('PARSING_ERROR', `Unexpected response from ${response.url}`, { cause: parsed.error });
  }
  return parsed.data;
}

/** The client the app uses: identity tokens from Amplify, basic credentials from storage. */
export const http = createHttpClient({
  currentIdToken: () => currentIdToken(),
  refreshIdToken,
  basicCredentials: readBasicCredentials,
});
