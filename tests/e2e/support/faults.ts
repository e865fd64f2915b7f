import type { Page, Request, Route } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Network faults the faults suite (tests/e2e/faults.spec.ts) injects in the browser, and only there: every
 * other spec talks to the real server. Each fault answers the requests a pattern matches until `heal()`.
 */
export type Fault = 'http500' | 'http502' | 'malformedJson' | 'connectionReset' | 'timedOut' | 'hangs';

/** Every fault the app sees at once; `hangs` waits for the app's own time limit (`outlast`). */
export const quickFaults: Fault[] = ['http500', 'http502', 'malformedJson', 'connectionReset', 'timedOut'];

type Matcher = (request: Request) => boolean;

async function answer(route: Route, fault: Fault, healed: Promise<void>): Promise<void> {
  switch (fault) {
    case 'http500':
    case 'http502':
      return route.fulfill({
        status: fault === 'http500' ? 500 : 502,
        contentType: 'text/html',
        body: '<html><body>Bad Gateway</body></html>',
      });
    case 'malformedJson':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"meetings": [' });
    case 'connectionReset':
      return route.abort('connectionreset');
    case 'timedOut':
      return route.abort('timedout');
    case 'hangs':
      // No answer at all until the network comes back; then the request goes on (if anyone still waits: an app
      // that gave up aborted it).
      await healed;
      return route.continue().catch(() => {});
  }
}

export type InjectedFault = {
  /** How many requests the fault answered. */
  readonly hits: number;
  /** The network comes back: later requests reach the server. */
  heal(): Promise<void>;
};

/** Answers every request `matches` picks with `fault` until healed. */
export async function injectFault(page: Page, matches: Matcher, fault: Fault): Promise<InjectedFault> {
  let hits = 0;
  let healed = false;
  let markHealed = () => {};
  const healing = new Promise<void>((resolve) => {
    markHealed = resolve;
  });
  const handler = async (route: Route) => {
    if (healed || !matches(route.request())) return route.fallback();
    hits += 1;
    return answer(route, fault, healing);
  };
  await page.route('**/*', handler);
  return {
    get hits() {
      return hits;
    },
    async heal() {
      healed = true;
      markHealed();
      await page.unroute('**/*', handler);
    },
  };
}

/**
 * The app's own time limit (`limitMs`) runs out on a request `fault` holds, without the test waiting it out:
 * once the request has reached the fault, the page's clock (Playwright's, installed with `page.clock.install()` before the
 * page opened; it runs at real speed until then) jumps `limitMs` ahead, firing the app's timer as the time
 * passing would.
 */
export async function outlast(page: Page, fault: InjectedFault, limitMs: number): Promise<void> {
  await expect.poll(() => fault.hits).toBeGreaterThan(0);
  await page.clock.fastForward(limitMs);
}

/** An API call: `/api/<path>` whose path (after /api/) passes `test`, any method unless given. */
export const apiCall =
  (test: (path: string) => boolean, method?: string): Matcher =>
  (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return false;
    return (method === undefined || request.method() === method) && test(url.pathname.slice(5));
  };

const identityTarget = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/cognito') ? (request.headers()['x-amz-target'] ?? '') : '';

/**
 * A token refresh reaching the identity service: InitiateAuth with the refresh-token flow, or the newer
 * GetTokensFromRefreshToken operation (Amplify picks one by its version).
 */
export function isTokenRefresh(request: Request): boolean {
  const target = identityTarget(request);
  if (target.endsWith('.GetTokensFromRefreshToken')) return true;
  return target.endsWith('.InitiateAuth') && /"REFRESH_TOKEN(_AUTH)?"/.test(request.postData() ?? '');
}

/** A call to the identity service (Amplify's Cognito RPC) with the X-Amz-Target operation named. */
export const identityCall =
  (operation: string): Matcher =>
  (request) =>
    identityTarget(request).endsWith(`.${operation}`);
