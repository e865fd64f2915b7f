import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { shareSettingsSchema, sharedVideoSchema } from '../../../src/api-contract/share.ts';
import { templateListSchema, templateSchema } from '../../../src/api-contract/template.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { uploadCreatedSchema } from '../../../src/api-contract/upload.ts';
import { vocabularySchema } from '../../../src/api-contract/vocabulary.ts';
import { dailyReportConfigSchema } from '../../../src/api-contract/daily-report.ts';
import { adminTeamSchema, inviteResultSchema } from '../../../src/api-contract/people.ts';
import { corporateAccounts } from '../../../server/identity/hosted-ui/corp-demo-directory.ts';
import {
  patternedBytes,
  startUploadServer,
  uploadedVideo,
  type UploadServer,
} from '../media/support/upload-server.ts';
import { apiRoutesOf } from '../support/api-routes.ts';
import { demoPassword, tokenCache } from '../support/credentials.ts';
import { accounts, meetingIdAt, meetingPlan, teams } from '../support/seed-facts.ts';
import {
  permissionTable,
  personas,
  type Call,
  type Fixtures,
  type Persona,
  type Statuses,
} from './permission-table.ts';

const emailOf: Record<Exclude<Persona, 'anonymous'>, string> = {
  seller: accounts.seller.email,
  peer: accounts.fernanda.email,
  leader: accounts.leader.email,
  admin: accounts.admin.email,
  outsider: accounts.otherCompany.email,
};
const seller = emailOf.seller;

// The table's people must be who it says they are, or its statuses would prove nothing.
const sameTeam = accounts.fernanda.team?.key === 'comercial' && accounts.seller.team?.key === 'comercial';
const leads = accounts.leader.team?.key === 'comercial' && accounts.leader.team.role === 'admin';
const otherCompany = accounts.otherCompany.companyId !== accounts.seller.companyId;

const [readMeeting, writeMeeting] = meetingPlan.flatMap((plan, index) =>
  plan.owner === 'seller' && plan.status === 'done' && plan.kind !== 'internal' ? [meetingIdAt(index)] : [],
);

let server: (UploadServer & { close(): Promise<void> }) | undefined;
let fixtures: Fixtures | undefined;
const tokenOf = tokenCache(() => server!.baseUrl);

async function send(persona: Persona, method: string, call: Call): Promise<Response> {
  const headers: Record<string, string> = {};
  const own = persona === 'anonymous' ? undefined : await tokenOf(emailOf[persona]);
  const authorization = call.authorization === undefined ? own : call.authorization;
  if (authorization) headers.authorization = authorization;
  let body: BodyInit | undefined;
  if (call.bytes) body = call.bytes;
  else if (call.form) body = call.form;
  else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const url = call.path.startsWith('http') ? call.path : `${server!.baseUrl}${call.path}`;
  const response = await fetch(url, { method, headers, body });
  // Read it all: a streamed chat answer finishes (and is stored) before the next call.
  await response.arrayBuffer();
  return response;
}

/** An /api call as the seller, which must succeed; its JSON. */
async function asSeller(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await server!.call(method, path, seller, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} as the seller: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function makeFixtures(running: UploadServer): Promise<Fixtures> {
  if (!readMeeting || !writeMeeting)
    throw new Error('the seed plan has no two finished client calls of the seller');
  let words = 0;
  const uniqueWord = () => `Varredura${(words += 1)}`;
  const createUpload = async (sizeBytes = 16) =>
    uploadCreatedSchema.parse(
      await asSeller('POST', '/api/upload/meetings', {
        fileName: 'varredura.mp4',
        contentType: 'video/mp4',
        sizeBytes,
        title: 'Reunião da varredura',
      }),
    );
  const freshTemplate = async () => {
    const template = templateSchema.parse(
      await asSeller('POST', '/api/templates', { name: 'Modelo da varredura', questions: ['Qual o prazo?'] }),
    );
    await asSeller('PATCH', `/api/templates/share/${template.id}`, { isShared: true });
    return { id: template.id, questionId: template.questions[0]!.id };
  };

  const transcript = transcriptionSchema.parse(
    await asSeller('GET', `/api/meetings/${writeMeeting}/transcription`),
  );
  const firstLine = transcript.segments[0]!;
  const videoMeeting = await uploadedVideo(running, seller, patternedBytes(4096));
  const audio = await (async () => {
    const bytes = patternedBytes(4096);
    const created = uploadCreatedSchema.parse(
      await asSeller('POST', '/api/upload/meetings', {
        fileName: 'ligacao.mp3',
        contentType: 'audio/mpeg',
        sizeBytes: bytes.length,
        title: 'Ligação gravada',
      }),
    );
    expect((await fetch(created.uploadUrl, { method: 'PUT', body: bytes })).status).toBe(200);
    await asSeller('POST', `/api/upload/${created.meetingId}/process`);
    expect((await running.settled(created.meetingId, seller)).uploadStatus).toBe('done');
    return created.meetingId;
  })();
  const password = 'senha-da-varredura';
  const share = shareSettingsSchema.parse(
    await asSeller('PUT', `/api/meetings/${videoMeeting}/share`, { password }),
  );
  const shareId = share.shareId!;
  const guest = `Basic ${Buffer.from(`${shareId}:${password}`).toString('base64')}`;
  const sharedVideo = await fetch(`${running.baseUrl}/api/share/video`, {
    headers: { authorization: guest },
  });
  const sharedVideoUrl = sharedVideoSchema.parse(await sharedVideo.json()).url;
  const signedVideoUrl = mediaUrlSchema.parse(
    await asSeller('GET', `/api/meetings/videourl/${videoMeeting}`),
  ).url;
  const privateTemplate = templateSchema.parse(
    await asSeller('POST', '/api/templates', { name: 'Modelo só meu', questions: ['Qual a dor?'] }),
  ).id;
  const companyTemplate = templateListSchema
    .parse(await asSeller('GET', '/api/templates'))
    .find((template) => template.owner === null)?.id;
  if (!companyTemplate) throw new Error('the seed has no ready-made company template');

  return {
    meeting: readMeeting,
    transcription: { id: transcript.id, line: { id: firstLine.id, text: firstLine.text } },
    videoMeeting,
    audioMeeting: audio,
    signedVideoUrl,
    sharedVideoUrl,
    share: { id: shareId, password },
    upload: (await createUpload()).meetingId,
    sharedTemplate: await freshTemplate(),
    privateTemplate,
    companyTemplate,
    comercialTeam: teams.comercial.id,
    legacyLogin: { email: accounts.legacyBasic.email, password: demoPassword },
    ssoEmail: corporateAccounts[0]!.email,
    freshMeeting: async () => (await createUpload()).meetingId,
    async freshLinkMeeting() {
      const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
      const created = (await asSeller('POST', '/api/meetings', {
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        title: 'Reunião por link da varredura',
        startTime: inAYear,
      })) as { id: string };
      return created.id;
    },
    async freshReceivedUpload() {
      const created = await createUpload();
      // Processing reads the first bytes (issue 25 item 5): patternedBytes opens as audio does, zeros would not.
      expect((await fetch(created.uploadUrl, { method: 'PUT', body: patternedBytes(16) })).status).toBe(200);
      return created.meetingId;
    },
    freshUploadUrl: async () => (await createUpload()).uploadUrl,
    freshTemplate,
    freshWord: async () =>
      vocabularySchema.parse(await asSeller('POST', '/api/companies/vocabularies', { word: uniqueWord() }))
        .id,
    uniqueWord,
    async freshInvitation() {
      const response = await running.call('POST', '/api/admin/users/invitations', emailOf.admin, {
        emails: [`${uniqueWord().toLowerCase()}@demo.com.br`],
      });
      if (!response.ok)
        throw new Error(`an invitation for the sweep: ${response.status} ${await response.text()}`);
      return inviteResultSchema.parse(await response.json()).invited[0]!.id;
    },
    async freshTeam() {
      const response = await running.call('POST', '/api/admin/teams', emailOf.admin, { name: uniqueWord() });
      if (!response.ok) throw new Error(`a team for the sweep: ${response.status} ${await response.text()}`);
      return adminTeamSchema.parse(await response.json()).id;
    },
    async freshReportConfig() {
      const response = await running.call('POST', '/api/daily-report-config', emailOf.admin, {
        name: 'Relatório da varredura',
        recipients: ['varredura@demo.com.br'],
        teamIds: [teams.comercial.id],
        timeOfDay: '18:00',
      });
      if (!response.ok)
        throw new Error(`a report config for the sweep: ${response.status} ${await response.text()}`);
      return dailyReportConfigSchema.parse(await response.json()).id;
    },
  };
}

describe('permission sweep: every /api route, as every kind of caller, against the written table', () => {
  beforeAll(async () => {
    // Refusals and many uploads, questions and lookups are what this suite sends; no limit may turn one into a 429.
    server = await startUploadServer('pglite', {
      SHARE_MAX_FAILURES_PER_ADDRESS: '1000',
      SHARE_MAX_FAILURES_PER_LINK: '1000',
      SSO_LOOKUPS_PER_MINUTE: '1000',
      AI_REQUESTS_PER_MINUTE: '1000',
      UPLOADS_PER_HOUR: '1000',
      INVITATIONS_PER_HOUR: '1000',
    });
    fixtures = await makeFixtures(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('the callers are who the table says: a seller, a teammate, their leader, an admin, an outsider', () => {
    expect({ sameTeam, leads, otherCompany, admin: accounts.admin.isAdmin }).toEqual({
      sameTeam: true,
      leads: true,
      otherCompany: true,
      admin: true,
    });
  });

  test('every /api route of the server has a row, and every row is a route', () => {
    const routes = apiRoutesOf(server!.running);
    expect(routes.length).toBeGreaterThan(50);
    const rowless = routes.filter((route) => !(route in permissionTable));
    const routeless = Object.keys(permissionTable).filter((row) => !routes.includes(row));
    expect({ rowless, routeless }).toEqual({ rowless: [], routeless: [] });
  });

  test.each(Object.entries(permissionTable))('%s', async (route, cases) => {
    const method = route.split(' ')[0]!;
    for (const { about, call, expect: expected } of cases) {
      const actual = {} as Statuses;
      for (const persona of personas) {
        actual[persona] = (await send(persona, method, await call(fixtures!))).status;
      }
      expect({ about, ...actual }).toEqual({ about, ...expected });
    }
  });
});
