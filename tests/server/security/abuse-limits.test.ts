import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createRateLimitHits } from '../../../server/db/rate-limit-hits.ts';
import { createLimits } from '../../../server/features/limits.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { startUploadServer, type UploadServer } from '../media/support/upload-server.ts';
import { accounts, ownedBy } from '../support/seed-facts.ts';
import { emptyPglite } from '../support/databases.ts';

const seller = accounts.seller.email;
const leader = accounts.leader.email;

/** A 429 with the Portuguese message and a wait in whole seconds no longer than the window. */
async function expectRefused(response: Response, message: string, windowSeconds: number) {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(apiErrorSchema.parse(await response.json()).message).toBe(message);
}

describe('the sliding window (counted in the database)', () => {
  test('lets `limit` requests through per window, then tells how long until the oldest ages out', async () => {
    const db = await openDatabase(await emptyPglite());
    await runMigrations(db);
    let clock = 0;
    const limits = createLimits({ hits: createRateLimitHits(db), now: () => clock });
    const limiter = limits.rateLimiter('test', { limit: 2, windowMs: 60_000 });
    expect(await limiter.take('ana')).toBeUndefined();
    clock = 20_000;
    expect(await limiter.take('ana')).toBeUndefined();
    expect(await limiter.take('bia')).toBeUndefined();
    clock = 30_500;
    expect(await limiter.take('ana')).toEqual({ retryAfterSeconds: 30 });
    clock = 60_001;
    expect(await limiter.take('ana')).toBeUndefined();
    expect(await limiter.take('ana')).toEqual({ retryAfterSeconds: 20 });
    // Another server's limiter of the same name spends the same budget.
    const otherServer = createLimits({ hits: createRateLimitHits(db), now: () => clock });
    expect(await otherServer.rateLimiter('test', { limit: 2, windowMs: 60_000 }).take('ana')).toEqual({
      retryAfterSeconds: 20,
    });
    await db.close();
  });
});

describe('abuse limits (small limits set through the configuration)', () => {
  let server: UploadServer & { close(): Promise<void> };
  beforeAll(async () => {
    server = await startUploadServer('pglite', {
      SSO_LOOKUPS_PER_MINUTE: '2',
      AI_REQUESTS_PER_MINUTE: '3',
      UPLOADS_PER_HOUR: '2',
      INVITATIONS_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('SSO look-ups, per client address: the third in a minute is a 429', async () => {
    const lookUp = () =>
      fetch(`${server.baseUrl}/api/auth/sso-provider?${new URLSearchParams({ email: accounts.sso.email })}`);
    expect((await lookUp()).status).toBe(200);
    expect((await lookUp()).status).toBe(200);
    await expectRefused(await lookUp(), abuseMessages.ssoLookups, 60);
  });

  test('AI calls share one budget per user: chat, template suggestions and transcript improvement', async () => {
    const meetingId = ownedBy('seller')[0];
    expect(
      (await server.call('POST', '/api/templates/ai-suggestions', seller, { question: 'Qual o orçamento?' }))
        .status,
    ).toBe(200);
    expect((await server.call('POST', `/api/transcriptions/${meetingId}/improve`, seller)).status).not.toBe(
      429,
    );
    expect(
      (
        await server.call('POST', `/api/meeting-chat/${meetingId}/message`, seller, {
          message: 'Qual o prazo?',
        })
      ).status,
    ).not.toBe(429);
    await expectRefused(
      await server.call('POST', `/api/meeting-chat/${meetingId}/message/with-contexts`, seller, {}),
      abuseMessages.ai,
      60,
    );
    await expectRefused(
      await server.call('POST', '/api/templates/ai-suggestions', seller, { question: 'Qual o orçamento?' }),
      abuseMessages.ai,
      60,
    );
    // Another person's budget is their own; reading a chat is not an AI call.
    expect(
      (await server.call('POST', '/api/templates/ai-suggestions', leader, { question: 'Qual o orçamento?' }))
        .status,
    ).toBe(200);
    expect((await server.call('GET', `/api/meeting-chat/${meetingId}`, seller)).status).toBe(200);
  });

  test('starting uploads, per user per hour', async () => {
    const start = (email: string) =>
      server.call('POST', '/api/upload/meetings', email, {
        fileName: 'limite.mp3',
        contentType: 'audio/mpeg',
        sizeBytes: 1000,
        title: 'Limite de envios',
      });
    expect((await start(seller)).status).toBe(201);
    expect((await start(seller)).status).toBe(201);
    await expectRefused(await start(seller), abuseMessages.uploads, 3600);
    expect((await start(leader)).status).toBe(201);
  });

  test('invitations and re-sends, per administrator per hour: each one e-mails someone', async () => {
    const admin = accounts.admin.email;
    const invited = await server.call('POST', '/api/admin/users/invitations', admin, {
      emails: ['limite.convite@demo.com.br'],
    });
    expect(invited.status).toBe(200);
    const {
      invited: [person],
    } = (await invited.json()) as { invited: Array<{ id: string }> };
    expect((await server.call('POST', `/api/admin/users/${person!.id}/invitation`, admin)).status).toBe(200);
    await expectRefused(
      await server.call('POST', '/api/admin/users/invitations', admin, {
        emails: ['outro.limite@demo.com.br'],
      }),
      abuseMessages.invitations,
      3600,
    );
    expect((await server.call('GET', '/api/admin/users', admin)).status).toBe(200);
  });
});

describe('free disk space before an upload', () => {
  let server: UploadServer & { close(): Promise<void> };
  beforeAll(async () => {
    // More free space than any disk has: every upload would leave too little.
    server = await startUploadServer('pglite', { UPLOAD_MIN_FREE_BYTES: String(2 ** 52) });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('is refused with 507 and a Portuguese message, and no meeting is created', async () => {
    const title = 'Sem espaço no disco';
    const response = await server.call('POST', '/api/upload/meetings', seller, {
      fileName: 'grande.mp4',
      contentType: 'video/mp4',
      sizeBytes: 1000,
      title,
    });
    expect(response.status).toBe(507);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'O servidor está sem espaço para receber este arquivo agora. Tente novamente mais tarde.',
    );
    const list = await server.call('GET', `/api/meetings?${new URLSearchParams({ query: title })}`, seller);
    expect(JSON.stringify(await list.json())).not.toContain(title);
  });
});
