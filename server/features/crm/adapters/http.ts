import type { z } from 'zod';
import { CrmKeyRefused, CrmUnavailable, CrmUnexpectedAnswer } from './errors.ts';

export type CrmHttpOptions = {
  timeoutMs: number;
  /** Delay before the first retry; the second waits twice as long. */
  retryDelayMs: number;
};

type Request = {
  method: 'GET' | 'POST';
  url: URL;
  headers?: Record<string, string>;
  body?: unknown;
};

/** Statuses worth another try: the provider said "later" (429) or a gateway/server hiccup. */
const retriable = new Set([429, 500, 502, 503, 504]);
const attempts = 3;

/**
 * One JSON call to a CRM with a timeout and at most two retries (backoff) on a network error, a timeout,
 * 429 or 5xx; 401/403 are a refused key at once, another 4xx an unexpected answer. 404 is returned as null
 * so callers can treat "no such record" as data.
 */
export async function crmJson<T>(
  options: CrmHttpOptions,
  request: Request,
  schema: z.ZodType<T>,
): Promise<T | null> {
  let lastProblem = '';
  let lastCause: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(options.retryDelayMs * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      lastProblem = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
      lastCause = error;
      continue;
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new CrmKeyRefused(response.status);
    }
    if (retriable.has(response.status)) {
      await response.body?.cancel();
      lastProblem = `HTTP ${response.status}`;
      continue;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new CrmUnexpectedAnswer(`HTTP ${response.status} on ${request.method} ${request.url.pathname}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new CrmUnexpectedAnswer(`unreadable body on ${request.method} ${request.url.pathname}`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }
  throw new CrmUnavailable(lastProblem, { cause: lastCause });
}

/** `crmJson` where a 404 is itself unexpected (the path is a collection or an action). */
export async function crmJsonFound<T>(
  options: CrmHttpOptions,
  request: Request,
  schema: z.ZodType<T>,
): Promise<T> {
  const answer = await crmJson(options, request, schema);
  if (answer === null) {
    throw new CrmUnexpectedAnswer(`HTTP 404 on ${request.method} ${request.url.pathname}`);
  }
  return answer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `base` + `path` (base may carry a path prefix, e.g. the emulator's /emulators/hubspot) + query. */
export function crmUrl(base: string, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url;
}
