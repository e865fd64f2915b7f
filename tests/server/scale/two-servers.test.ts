/**
 * Issue 15's proof: two app servers, each its own process, on one PostgreSQL behind a round-robin load
 * balancer (PUBLIC_URL is the balancer's, as in production). What one server hands out (a token, a limit's
 * count, the hosted UI's certificate) holds on the other, with no SECRETS_KEY or TLS files configured: the
 * servers take them from the database.
 */
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { apiErrorSchema } from '../../../src/services/api/schemas/error.ts';
import { botConfigSchema } from '../../../src/services/api/schemas/bot-config.ts';
import { meetingListSchema } from '../../../src/services/api/schemas/meeting.ts';
import { accounts, bearer, signIn } from '../support/credentials.ts';
import { pngOf } from '../support/png.ts';
import { startAppProcess, type AppProcess } from './support/app-process.ts';
import { startLoadBalancer, type LoadBalancer } from './support/load-balancer.ts';
import { createScaleDatabase, type ScaleDatabase } from './support/scale-database.ts';

const ssoLookupsPerMinute = 3;

describe('two app servers on one PostgreSQL, behind a load balancer', () => {
  let database: ScaleDatabase;
  let balancer: LoadBalancer;
  let first: AppProcess;
  let second: AppProcess;

  beforeAll(async () => {
    database = await createScaleDatabase();
    balancer = await startLoadBalancer([]);
    const env = {
      DATABASE_URL: database.url,
      PUBLIC_URL: balancer.url,
      SSO_LOOKUPS_PER_MINUTE: String(ssoLookupsPerMinute),
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startAppProcess(env);
    second = await startAppProcess(env);
    balancer.targets.push(first.url, second.url);
  });
  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
    await balancer?.close();
    await database?.drop();
  });

  test('a person signed in on the first server lists meetings on the second with the same token', async () => {
    const token = bearer(await signIn(first.url, accounts.seller.email));
    const listed = await fetch(`${second.url}/api/meetings?limit=5`, { headers: { authorization: token } });
    expect(listed.status).toBe(200);
    expect(meetingListSchema.parse(await listed.json()).total).toBeGreaterThan(0);
    // Both publish the one signing key, read from the database.
    const jwks = async (server: AppProcess) =>
      (await fetch(`${server.url}/cognito/local_pauta/.well-known/jwks.json`)).json();
    expect(await jwks(second)).toEqual(await jwks(first));
  });

  test('a signed URL one server hands out, the other accepts; a tampered one it refuses', async () => {
    const admin = bearer(await signIn(first.url, accounts.admin.email));
    const picture = pngOf(256, 256);
    const form = new FormData();
    form.append('image', new Blob([picture], { type: 'image/png' }), 'bot.png');
    const uploaded = await fetch(`${first.url}/api/companies/bot-config/image`, {
      method: 'POST',
      headers: { authorization: admin },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { imageUrl } = botConfigSchema.parse(await uploaded.json());
    // Signed by the first server for the balancer's address; asked of the second directly.
    const signed = new URL(imageUrl!);
    expect(signed.origin).toBe(balancer.url);
    const onSecond = `${second.url}${signed.pathname}${signed.search}`;
    const served = await fetch(onSecond);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(picture);
    const tampered = onSecond.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await fetch(tampered)).status).toBe(403);
  });

  test('an abuse limit is one budget across the servers', async () => {
    const lookUp = (server: AppProcess) =>
      fetch(`${server.url}/api/auth/sso-provider?${new URLSearchParams({ email: accounts.sso.email })}`);
    for (let lookup = 0; lookup < ssoLookupsPerMinute; lookup += 1) {
      expect((await lookUp(lookup % 2 === 0 ? first : second)).status).toBe(200);
    }
    const refused = await lookUp(second);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(apiErrorSchema.parse(await refused.json()).message).toBe(abuseMessages.ssoLookups);
    expect((await lookUp(first)).status).toBe(429);
  });

  test('the hosted UI presents one certificate on both servers', async () => {
    const fingerprint = (port: number) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(
          { host: '127.0.0.1', port, servername: 'localhost', rejectUnauthorized: false },
          () => {
            resolve(socket.getPeerCertificate().fingerprint256);
            socket.end();
          },
        );
        socket.once('error', reject);
      });
    expect(await fingerprint(second.hostedUiPort)).toBe(await fingerprint(first.hostedUiPort));
  });
});
