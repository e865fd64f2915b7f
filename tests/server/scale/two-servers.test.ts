/**
 * Issue 15's proof: two app servers, each its own process, on one PostgreSQL behind a round-robin load
 * balancer (PUBLIC_URL is the balancer's, as in production), with the Recall-compatible emulator as a third
 * process. What one server hands out (a token, a signed link, a limit's count, the hosted UI's certificate)
 * holds on the other, with no SECRETS_KEY or TLS files configured: the servers take them from the database.
 * An upload's parts go to one local S3 server (s3rver) while the two servers sign and record them in turn,
 * and a meeting added on one is followed to its end on the other, even when the first is killed mid-call.
 */
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { botConfigSchema } from '../../../src/api-contract/bot-config.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { meetingListSchema } from '../../../src/api-contract/meeting.ts';
import {
  uploadCreatedSchema,
  uploadPartsSchema,
  uploadPartUrlsSchema,
  uploadProgressStatusSchema,
} from '../../../src/api-contract/upload.ts';
import { patternedBytes } from '../media/support/upload-server.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { accounts, bearer, signIn } from '../support/credentials.ts';
import { pngOf } from '../support/png.ts';
import { settledPhases, type BotPhase } from '../../../src/domain/bot-lifecycle.ts';
import { addMeetingByLink, apiAs, inCall, waitForPhase } from './support/api.ts';
import { startAppProcess, type AppProcess } from './support/app-process.ts';
import { startLoadBalancer, type LoadBalancer } from './support/load-balancer.ts';
import { startRecallProcess, type RecallProcess } from './support/recall-process.ts';
import { createScaleDatabase, type ScaleDatabase } from './support/scale-database.ts';

const ssoLookupsPerMinute = 3;
const partSize = 5 * 1024 ** 2;
const settled = (phase: BotPhase) => settledPhases.includes(phase);

describe('two app servers on one PostgreSQL, behind a load balancer', () => {
  let database: ScaleDatabase;
  let balancer: LoadBalancer;
  let first: AppProcess;
  let second: AppProcess;
  let recall: RecallProcess;
  let s3: S3TestServer;

  beforeAll(async () => {
    database = await createScaleDatabase();
    balancer = await startLoadBalancer([]);
    // Meetings of about 27 s; Recall's webhooks go through the balancer, to whichever server is alive.
    recall = await startRecallProcess({ webhookUrl: `${balancer.url}/api/webhooks/recall`, timeScale: 0.3 });
    s3 = await startS3Server();
    const env = {
      ...s3.env,
      S3_PART_SIZE_BYTES: String(partSize),
      DATABASE_URL: database.url,
      PUBLIC_URL: balancer.url,
      SSO_LOOKUPS_PER_MINUTE: String(ssoLookupsPerMinute),
      ...recall.appEnv,
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startAppProcess(env);
    second = await startAppProcess(env);
    balancer.targets.push(first.url, second.url);
  });
  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
    await recall?.dispose();
    await s3?.close();
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
    const { image } = botConfigSchema.parse(await uploaded.json());
    // Signed by the first server for the balancer's address; asked of the second directly.
    const signed = new URL(image!);
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

  test('a file uploaded to the bucket with its parts signed and recorded by the servers in turn plays whole', async () => {
    const api = apiAs(bearer(await signIn(first.url, accounts.seller.email)));
    const file = patternedBytes(3 * partSize + 1234);
    const created = uploadCreatedSchema.parse(
      await api(first.url, 'POST', '/upload/meetings', {
        fileName: 'reuniao.mp3',
        contentType: 'audio/mpeg',
        sizeBytes: file.length,
        title: 'Envio por dois servidores',
      }),
    );
    expect(created.partSizeBytes).toBe(partSize);
    const { meetingId } = created;
    const servers = [first, second];
    for (let partNumber = 1; partNumber <= 4; partNumber += 1) {
      // Part n is signed by one server and recorded by the other; the next part swaps them.
      const signer = servers[(partNumber - 1) % 2]!;
      const recorder = servers[partNumber % 2]!;
      const url =
        partNumber === 1
          ? created.uploadUrl
          : uploadPartUrlsSchema.parse(
              await api(signer.url, 'POST', `/upload/${meetingId}/part-urls`, { partNumbers: [partNumber] }),
            ).parts[0]!.url;
      const body = new Uint8Array(file.subarray((partNumber - 1) * partSize, partNumber * partSize));
      const stored = await fetch(url, { method: 'PUT', body });
      expect(stored.status).toBe(200);
      await api(recorder.url, 'POST', `/upload/${meetingId}/parts`, {
        partNumber,
        etag: stored.headers.get('etag') ?? '',
      });
    }
    const parts = uploadPartsSchema.parse(await api(first.url, 'GET', `/upload/${meetingId}/parts`));
    expect(parts.bytesReceived).toBe(file.length);
    await api(second.url, 'POST', `/upload/${meetingId}/update-status`, { status: 'uploaded' });
    await api(first.url, 'POST', `/upload/${meetingId}/process`);
    const status = async () =>
      uploadProgressStatusSchema.parse(await api(second.url, 'GET', `/upload/${meetingId}/status`));
    let progress = await status();
    for (let wait = 0; progress.uploadStatus === 'processing' && wait < 240; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = await status();
    }
    expect(progress.uploadStatus).toBe('done');
    const media = mediaUrlSchema.parse(await api(second.url, 'GET', `/meetings/voipurl/${meetingId}`));
    expect(media.url.startsWith(`${s3.endpoint}/`)).toBe(true);
    expect(Buffer.from(await (await fetch(media.url)).arrayBuffer()).equals(file)).toBe(true);
  }, 120_000);

  test('a meeting added by link on the first server is followed to its end on the second', async () => {
    const api = apiAs(bearer(await signIn(first.url, accounts.seller.email)));
    const meetingId = await addMeetingByLink(api, first.url, 'Reunião vista de outro servidor');
    expect(await waitForPhase(api, () => second.url, meetingId, settled)).toBe('done');
  }, 180_000);

  // Last: the first server stays dead.
  test('the server that sent a bot is killed (SIGKILL) mid-call; the other finishes the meeting', async () => {
    const api = apiAs(bearer(await signIn(first.url, accounts.seller.email)));
    const meetingId = await addMeetingByLink(api, first.url, 'Reunião com servidor derrubado');
    await waitForPhase(api, () => second.url, meetingId, inCall);
    await first.kill();
    const killedAt = balancer.log.length;
    expect(await waitForPhase(api, () => second.url, meetingId, settled)).toBe('done');
    // Recall's webhooks after the kill (the call's end, the recording) were all taken by the second server.
    const later = balancer.log.slice(killedAt).filter((line) => line.startsWith('POST /api/webhooks/recall'));
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((line) => line.endsWith(second.url))).toBe(true);
  }, 180_000);
});
