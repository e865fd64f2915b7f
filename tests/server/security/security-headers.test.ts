import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { securityHeaders } from '../../../server/http/security-headers.ts';
import { uploadCreatedSchema } from '../../../src/api-contract/upload.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { pageStyleHash } from '../../../server/identity/hosted-ui/pages.ts';
import { accounts } from '../support/seed-facts.ts';
import {
  patternedBytes,
  startUploadServer,
  uploadedVideo,
  type UploadServer,
} from '../media/support/upload-server.ts';
import { tlsRequest } from '../hosted-ui/tls-client.ts';

const seller = accounts.seller.email;

type Headers = { get(name: string): string | null };

/** The security headers of an answer, the policy reduced to what every answer's must say. */
function securityHeadersOf(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  return {
    csp: {
      scriptsFromHereOnly: csp.includes("script-src 'self';"),
      neverFramed: csp.includes("frame-ancestors 'none'"),
      reported: csp.includes('report-uri /api/csp-report'),
    },
    nosniff: headers.get('x-content-type-options'),
    frameOptions: headers.get('x-frame-options'),
    referrerPolicy: headers.get('referrer-policy'),
    openerPolicy: headers.get('cross-origin-opener-policy'),
    hsts: headers.get('strict-transport-security'),
  };
}

/** What every answer of the main port carries, whatever it is. */
const appHeaders = (referrerPolicy = 'strict-origin-when-cross-origin') => ({
  csp: { scriptsFromHereOnly: true, neverFramed: true, reported: true },
  nosniff: 'nosniff',
  frameOptions: 'DENY',
  referrerPolicy,
  openerPolicy: 'same-origin',
  hsts: null,
});

/**
 * A recording's file: the app's headers, under a policy of its own that lets it load and run nothing
 * (issue 25 item 5: a file uploaded as audio/mpeg,text/html was rendered as a page).
 */
const recordingFileHeaders = () => ({
  ...appHeaders(),
  csp: { scriptsFromHereOnly: false, neverFramed: true, reported: false },
});

describe('security headers', () => {
  let server: UploadServer & { close(): Promise<void> };
  let distDir: string;
  let ca: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'pauta-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("pauta")');
    server = await startUploadServer('pglite', { DIST_DIR: distDir });
    ca = await readFile(path.resolve(server.running.config.dataDir, 'tls', 'localhost-cert.pem'), 'utf8');
  });
  afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  test('the policy: scripts only from here, no plugins, no framing, no foreign base or form target', async () => {
    const csp = (await fetch(`${server.baseUrl}/meetings`)).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    const hostedUi = server.running.config.hostedUiUrl;
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'", hostedUi],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'", hostedUi],
      'frame-ancestors': ["'none'"],
      'report-uri': ['/api/csp-report'],
    });
  });

  test('the SPA: index.html for a route, a hashed file, a missing file', async () => {
    for (const pathname of ['/', '/meetings', '/assets/app-abc123.js', '/assets/app-old.js']) {
      expect(securityHeadersOf((await fetch(`${server.baseUrl}${pathname}`)).headers)).toEqual(appHeaders());
    }
  });

  test('a shared meeting keeps its stricter no-referrer, page and API alike', async () => {
    expect(securityHeadersOf((await fetch(`${server.baseUrl}/s/abcdefghijklmnopqrstuv`)).headers)).toEqual(
      appHeaders('no-referrer'),
    );
    expect(securityHeadersOf((await fetch(`${server.baseUrl}/api/share/meeting`)).headers)).toEqual(
      appHeaders('no-referrer'),
    );
  });

  test('API answers: signed in, refused, unknown path', async () => {
    expect(securityHeadersOf((await server.call('GET', '/api/users/me', seller)).headers)).toEqual(
      appHeaders(),
    );
    expect(securityHeadersOf((await fetch(`${server.baseUrl}/api/meetings`)).headers)).toEqual(appHeaders());
    expect(securityHeadersOf((await fetch(`${server.baseUrl}/api/nothing-here`)).headers)).toEqual(
      appHeaders(),
    );
  });

  test('the identity service (JSON-RPC and JWKS)', async () => {
    const jwks = `${server.baseUrl}/cognito/${server.running.config.userPoolId}/.well-known/jwks.json`;
    expect(securityHeadersOf((await fetch(jwks)).headers)).toEqual(appHeaders());
    expect(
      securityHeadersOf((await fetch(`${server.baseUrl}/cognito`, { method: 'POST', body: '{}' })).headers),
    ).toEqual(appHeaders());
  });

  test('uploads and media: nosniff on the signed PUT and on the streamed file, whole or a range, sandboxed', async () => {
    const video = patternedBytes(200_000);
    const created = uploadCreatedSchema.parse(
      await (
        await server.call('POST', '/api/upload/meetings', seller, {
          fileName: 'headers.mp4',
          contentType: 'video/mp4',
          sizeBytes: video.length,
          title: 'Cabeçalhos de segurança',
        })
      ).json(),
    );
    const put = await fetch(created.uploadUrl, { method: 'PUT', body: video });
    expect(put.status).toBe(200);
    expect(securityHeadersOf(put.headers)).toEqual(appHeaders());

    const meetingId = await uploadedVideo(server, seller, video);
    const media = mediaUrlSchema.parse(
      await (await server.call('GET', `/api/meetings/videourl/${meetingId}`, seller)).json(),
    );
    const whole = await fetch(media.url);
    expect(securityHeadersOf(whole.headers)).toEqual(recordingFileHeaders());
    expect(whole.headers.get('content-security-policy')).toContain('sandbox');
    const range = await fetch(media.url, { headers: { range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(securityHeadersOf(range.headers)).toEqual(recordingFileHeaders());
    expect(securityHeadersOf((await fetch(`${media.url}x`)).headers)).toEqual(appHeaders());
  });

  describe('the hosted UI (TLS port)', () => {
    const hostedUi = (pathname: string, headers: Record<string, string> = {}) =>
      tlsRequest(`${server.running.config.hostedUiUrl}${pathname}`, { ca, headers });
    const authorize = '/oauth2/authorize?client_id=unknown';

    test('its pages: no script at all, their one style by hash, never framed', async () => {
      const page = await hostedUi(authorize);
      expect(page.status).toBe(400);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain(`style-src '${pageStyleHash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      // Only the app's registered callback and sign-out origins (issue 25 item 8), no other local port.
      expect(csp).toContain(`form-action 'self' ${server.baseUrl};`);
      expect(csp).toContain(`report-uri ${server.baseUrl}/api/csp-report`);
      expect(page.body).not.toMatch(/<script/i);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    });

    test('sends no Strict-Transport-Security for localhost', async () => {
      // HSTS binds the host on every port: on localhost it would push the app's own http port to https.
      expect((await hostedUi(authorize)).headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe("the middleware's HSTS rule", () => {
  const appWith = (hstsMaxAgeSeconds?: number) =>
    new Hono()
      .use('*', securityHeaders({ contentSecurityPolicy: () => "default-src 'self'", hstsMaxAgeSeconds }))
      .get('/', (c) => c.text('ok'));
  const hstsOf = async (app: Hono, url: string) =>
    (await app.request(url)).headers.get('strict-transport-security');

  test('the TLS port sends it under a real host name, never for localhost or an address', async () => {
    const tls = appWith(31_536_000);
    expect(await hstsOf(tls, 'https://auth.pauta.example/')).toBe('max-age=31536000');
    for (const local of ['https://localhost:4174/', 'https://127.0.0.1:4174/', 'https://[::1]:4174/']) {
      expect(await hstsOf(tls, local)).toBeNull();
    }
  });

  test('the main port never sends it', async () => {
    expect(await hstsOf(appWith(), 'https://app.pauta.example/')).toBeNull();
  });
});
