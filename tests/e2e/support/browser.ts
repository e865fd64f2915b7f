import { existsSync } from 'node:fs';
import { isFaketimeVariable } from '../../support/faketime.ts';

/**
 * Debian's Chromium, never a browser downloaded by Playwright. A missing browser fails the suite with
 * the command that installs it: the end-to-end suite never skips silently.
 */
export function chromiumExecutable(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install Debian's Chromium with ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.',
    );
  }
  return candidate;
}

/** Flags this machine's closed network and root user need; certificate errors: the hosted UI's self-signed TLS. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--ignore-certificate-errors',
];

/**
 * The browser's environment: the runner's, without libfaketime. Under `npm run test:e2e-moved-clock` it
 * would slow Chromium thirtyfold; the pages get the moved clock from Playwright (support/test.ts).
 */
export function chromiumEnvironment(): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => !isFaketimeVariable(name, value)),
  );
}
