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
export type { APIRequestContext, Locator, Page } from '@playwright/test';

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
 * watched too: for the length of the test the browser's newContext is wrapped, and restored after.
 */
function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original(...args);
    await watch(context, violations);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      const restore = watchNewContexts(browser, violations);
      await use(violations);
      restore();
      expect(violations, 'Content-Security-Policy violations in the pages this test opened').toEqual([]);
    },
    { auto: true },
  ],
});
