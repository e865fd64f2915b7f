import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { corpLoginPage, errorPage } from '../../../server/identity/hosted-ui/pages.ts';

// script-src 'self' (no 'unsafe-inline', no hash): a script written into a page would be blocked.
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

describe('pages the server sends hold no inline script', () => {
  test('index.html loads every script from a file', () => {
    const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const tags = scriptTags(html);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/\ssrc="\/[^"]+"/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  test('the hosted UI pages have no script at all', () => {
    for (const html of [
      corpLoginPage({
        requestId: 'r1',
        formToken: 't1',
        email: 'ana@empresa-sso.com.br',
        error: 'Senha incorreta.',
      }),
      errorPage('Cliente (client_id) desconhecido.'),
    ]) {
      expect(scriptTags(html)).toEqual([]);
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
