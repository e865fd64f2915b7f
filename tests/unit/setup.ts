import { webcrypto } from 'node:crypto';
import { ReadableStream } from 'node:stream/web';
import { configure } from '@testing-library/react';

// Pages are lazy chunks and their texts load on demand: on a loaded 2-core CI machine the first import of a
// page can take longer than Testing Library's default 1 s wait, which says nothing about the page.
configure({ asyncUtilTimeout: 5_000 });

/*
 * The unit suite runs each file in a fresh VM context holding jsdom's window (Vitest's vmThreads pool: no new
 * process and no new jsdom import per file). jsdom lacks two things every browser the app supports has, which the
 * app uses: Web Streams (a streamed chat answer) and crypto.subtle (the PKCE challenge). Node's own are given.
 */
if (!('ReadableStream' in globalThis)) Object.assign(globalThis, { ReadableStream });
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
