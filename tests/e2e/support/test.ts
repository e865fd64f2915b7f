import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/**
 * Every e2e spec imports `test` and `expect` from here instead of `@playwright/test`, so the whole suite
 * runs under the server's Content-Security-Policy and a test fails when any page it opened broke it.
 * (tests/unit/e2e-imports.test.ts fails if a spec imports `@playwright/test` directly.)
 *
 * Two witnesses, because each can miss what the other sees: the `securitypolicyviolation` DOM event
 * (recorded by an init script in every page and frame) and Chromium's console error for a refused load.
 */
export { expect };
export type { APIRequestContext, Browser, Locator, Page, Request, Route } from '@playwright/test';

const marker = '[csp-violation]';

// Runs in the page before any of its scripts: reports each violation on the console with the marker.
function reportViolations(tag: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      console.error(
        `${tag} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    },
    true,
  );
}

const browserCspError = /Content Security Policy/i;

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(marker) || (message.type() === 'error' && browserCspError.test(text))) {
      violations.push(`${message.location().url}: ${text}`);
    }
  });
  await context.addInitScript(reportViolations, marker);
}

/**
 * Contexts a test opens itself (`browser.newContext()`, e.g. a guest next to the signed-in seller) are
 * prepared too: for the length of the test the browser's newContext is wrapped, and restored after.
 */
function prepareNewContexts(
  browser: Browser,
  prepare: (context: BrowserContext) => Promise<void>,
): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original(...args);
    await prepare(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/**
 * `npm run test:e2e-moved-clock` runs the suite and the server under libfaketime, but not Chromium, which
 * it slows thirtyfold (support/browser.ts leaves it out of the browser's environment). The pages get the
 * moved clock from Playwright instead: installed at the runner's (moved) time, it runs on from there.
 */
const clockMoved = process.env.FAKETIME !== undefined;
const moveClock = (context: BrowserContext) => context.clock.install({ time: Date.now() });

export const test = base.extend<{ cspViolations: string[]; movedClock: void }>({
  movedClock: [
    async ({ context, browser }, use) => {
      if (!clockMoved) return use();
      await moveClock(context);
      const restore = prepareNewContexts(browser, moveClock);
      await use();
      restore();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      const restore = prepareNewContexts(browser, (opened) => watch(opened, violations));
      await use(violations);
      restore();
      expect(violations, 'Content-Security-Policy violations in the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});
