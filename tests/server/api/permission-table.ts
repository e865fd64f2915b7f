import { randomBytes } from 'node:crypto';
import { defaultShareContent } from '../../../src/api-contract/share.ts';
import { pngOf } from '../support/png.ts';
import { accounts } from '../support/seed-facts.ts';

/**
 * Who may call what: one row per route of the server's route table (`METHOD /path` exactly as Hono lists
 * it), read by permission-sweep.test.ts. A route without a row, or a row without a route, fails the sweep,
 * so a new route cannot ship without saying who may call it.
 *
 * Every case names what it is about (whose meeting, template, word...) and the status each caller gets:
 * - anonymous: no credentials at all;
 * - seller: Lucas, member of the Comercial team, who owns the objects (seed-facts.ts `seller`);
 * - peer: Fernanda, another member of the same team (sellers do not see each other's meetings);
 * - leader: Mariana, who leads the Comercial team (sees her sellers' meetings, does not change them);
 * - admin: Ricardo, administrator of the company (sees and changes every meeting of the company);
 * - outsider: Helena, of another company: another company's data is always 404.
 */
export const personas = ['anonymous', 'seller', 'peer', 'leader', 'admin', 'outsider'] as const;
export type Persona = (typeof personas)[number];
export type Statuses = Record<Persona, number>;

/** Objects the sweep makes before it starts (ids), and makers of fresh ones for calls that destroy theirs. */
export type Fixtures = {
  /** The seller's finished seed meeting with transcript, answers and enrichment; only read. */
  meeting: string;
  /** The transcript of another finished meeting of the seller, which the writes correct. */
  transcription: { id: string; line: { id: string; text: string } };
  /** The seller's uploaded (processed) video and audio meetings, each with its recording. */
  videoMeeting: string;
  audioMeeting: string;
  /** Signed links, as the API hands them out: the video's, and the shared video's a guest gets. */
  signedVideoUrl: string;
  sharedVideoUrl: string;
  /** The video meeting's public link, turned on by the seller. */
  share: { id: string; password: string };
  /** The seller's upload that is still waiting for its file. */
  upload: string;
  /** The seller's templates (one shared with the company, one private) and a ready-made company one. */
  sharedTemplate: { id: string; questionId: string };
  privateTemplate: string;
  companyTemplate: string;
  comercialTeam: string;
  legacyLogin: { email: string; password: string };
  ssoEmail: string;
  /** A fresh meeting of the seller (created by upload, no bot), for writes that change or delete it. */
  freshMeeting(): Promise<string>;
  /** A fresh meeting of the seller added by link (its bot scheduled a year ahead), for restarting its bot. */
  freshLinkMeeting(): Promise<string>;
  /** A fresh upload of the seller whose whole file arrived, ready to process. */
  freshReceivedUpload(): Promise<string>;
  /** A fresh upload's signed URL, for the PUT of its file. */
  freshUploadUrl(): Promise<string>;
  /** A fresh shared template of the seller with one question. */
  freshTemplate(): Promise<{ id: string; questionId: string }>;
  /** A fresh word of the seller's company vocabulary. */
  freshWord(): Promise<string>;
  /** A fresh daily report config of the seller's company (the administrator's), covering the Comercial team. */
  freshReportConfig(): Promise<string>;
  /** A word no call used before. */
  uniqueWord(): string;
  /** A fresh invitation of the seller's company (by its administrator): the invited person's id. */
  freshInvitation(): Promise<string>;
  /** A fresh team of the seller's company, without members. */
  freshTeam(): Promise<string>;
};

export type Call = {
  path: string;
  body?: unknown;
  /** Raw bytes, for the signed upload PUT. */
  bytes?: Uint8Array<ArrayBuffer>;
  /** A multipart form (the bot picture). */
  form?: FormData;
  /** Replaces the caller's own credentials (a share link's Basic pair); null sends none. */
  authorization?: string | null;
};

export type Case = { about: string; call: (fixtures: Fixtures) => Call | Promise<Call>; expect: Statuses };

const all = (status: number): Statuses => ({
  anonymous: status,
  seller: status,
  peer: status,
  leader: status,
  admin: status,
  outsider: status,
});
/** Any signed-in user, each about their own data (another company's user included). */
const signedIn = (ok: number): Statuses => ({ ...all(ok), anonymous: 401 });
/** Something of the seller's company that every user of the company shares. */
const company = (ok: number): Statuses => ({ ...signedIn(ok), outsider: 404 });
/** Reading the seller's meeting: the team's leader and the administrator see it, a teammate does not. */
const seesMeeting = (ok: number): Statuses => ({ ...company(ok), peer: 404 });
/** Changing the seller's meeting: the owner and the administrator; the leader sees it but may not (403). */
const changesMeeting = (ok: number): Statuses => ({ ...seesMeeting(ok), leader: 403 });
/** A template the seller shared: the company sees it, only its owner changes it (not even an administrator). */
const changesSharedTemplate = (ok: number): Statuses => ({
  ...company(403),
  seller: ok,
});
/** A template the seller keeps to themself: nobody else knows it exists. */
const ownTemplateOnly = (ok: number): Statuses => ({ ...company(404), seller: ok });
/** An administrator's write to their own company's settings; everyone else is refused (403). */
const adminOnly = (ok: number): Statuses => ({ ...signedIn(403), admin: ok });
/** The link is the credential: whoever holds it, signed in or not. */
const linkHolder = all;

const shareBasic = ({ share }: Fixtures, password = share.password) =>
  `Basic ${Buffer.from(`${share.id}:${password}`).toString('base64')}`;
const unsigned = (url: string) => url.replace(/\?.*$/, '');
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString();

export const permissionTable: Record<string, Case[]> = {
  // Public routes: their own credentials, or none.
  'POST /api/auth/basic-login': [
    {
      about: 'a legacy user signs in with e-mail and password',
      call: (f) => ({ path: '/api/auth/basic-login', body: f.legacyLogin }),
      expect: all(200),
    },
  ],
  'GET /api/auth/sso-provider': [
    {
      about: 'the SSO provider of an e-mail domain',
      call: (f) => ({ path: `/api/auth/sso-provider?email=${encodeURIComponent(f.ssoEmail)}` }),
      expect: all(200),
    },
  ],
  'POST /api/csp-report': [
    {
      about: 'a browser reports a Content-Security-Policy violation (without credentials)',
      call: () => ({
        path: '/api/csp-report',
        body: { 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'inline' } },
      }),
      expect: all(204),
    },
  ],
  'POST /api/webhooks/recall': [
    {
      about:
        "Recall.ai's bot webhook: only its signature (the workspace secret) is accepted, never a user's token",
      call: () => ({
        path: '/api/webhooks/recall',
        body: { event: 'bot.joining_call', data: { data: { code: 'joining_call' }, bot: { id: 'x' } } },
      }),
      expect: all(401),
    },
  ],
  'GET /api/csp-report': [
    {
      about: 'the last reports, listed to this machine only (the sweep calls from loopback)',
      call: () => ({ path: '/api/csp-report' }),
      expect: all(200),
    },
  ],
  'GET /api/openapi.json': [
    {
      about: "this API's OpenAPI document, public",
      call: () => ({ path: '/api/openapi.json' }),
      expect: all(200),
    },
  ],
  'GET /api/docs': [
    {
      about: "the document's browsable reference, public",
      call: () => ({ path: '/api/docs' }),
      expect: all(200),
    },
  ],
  'GET /api/docs/:asset': [
    {
      about: "the reference's script, public",
      call: () => ({ path: '/api/docs/try-it.js' }),
      expect: all(200),
    },
    { about: 'no other file', call: () => ({ path: '/api/docs/package.json' }), expect: all(404) },
  ],
  'GET /api/share/meeting': [
    {
      about: "with the link's id and password",
      call: (f) => ({ path: '/api/share/meeting', authorization: shareBasic(f) }),
      expect: linkHolder(200),
    },
    {
      about: 'with a wrong password',
      call: (f) => ({ path: '/api/share/meeting', authorization: shareBasic(f, 'nao-e-a-senha') }),
      expect: all(401),
    },
    {
      about: "with the caller's own credentials (a user's token is not a guest's)",
      call: () => ({ path: '/api/share/meeting' }),
      expect: all(401),
    },
  ],
  'GET /api/share/video': [
    {
      about: "with the link's id and password",
      call: (f) => ({ path: '/api/share/video', authorization: shareBasic(f) }),
      expect: linkHolder(200),
    },
    {
      about: "with the caller's own credentials",
      call: () => ({ path: '/api/share/video' }),
      expect: all(401),
    },
  ],
  'PUT /api/files/uploads/:id': [
    {
      about: 'the file of a fresh upload, at its signed URL',
      call: async (f) => ({ path: await f.freshUploadUrl(), bytes: new Uint8Array(16), authorization: null }),
      expect: linkHolder(200),
    },
    {
      about: 'without the signature',
      call: async (f) => ({ path: unsigned(await f.freshUploadUrl()), bytes: new Uint8Array(16) }),
      expect: all(403),
    },
  ],
  'GET /api/files/media/:id/:kind': [
    {
      about: "the seller's video at its signed URL",
      call: (f) => ({ path: f.signedVideoUrl, authorization: null }),
      expect: linkHolder(200),
    },
    { about: 'without the signature', call: (f) => ({ path: unsigned(f.signedVideoUrl) }), expect: all(403) },
  ],
  'GET /api/files/shared/:shareId/:kind': [
    {
      about: 'the shared video at the URL the guest was given',
      call: (f) => ({ path: f.sharedVideoUrl, authorization: null }),
      expect: linkHolder(200),
    },
    { about: 'without the signature', call: (f) => ({ path: unsigned(f.sharedVideoUrl) }), expect: all(403) },
  ],

  // The signed-in user's own records.
  'GET /api/users/me': [{ about: 'oneself', call: () => ({ path: '/api/users/me' }), expect: signedIn(200) }],
  'PATCH /api/users/settings/general': [
    {
      about: "one's own general settings, without a default template",
      call: () => ({
        path: '/api/users/settings/general',
        body: { importMeeting: 0, emailMeeting: 0, templateId: null },
      }),
      expect: signedIn(200),
    },
    {
      about: "the seller's shared template as one's default: the company may use it, another company not",
      call: (f) => ({
        path: '/api/users/settings/general',
        body: { importMeeting: 0, emailMeeting: 0, templateId: f.sharedTemplate.id },
      }),
      expect: company(200),
    },
  ],
  // Integrations: each user's own; nobody else's can be named, so every caller gets their own.
  'GET /api/users/integrations/:integrationType': [
    {
      about: "one's own webhook (URL, whether a secret exists, deliveries)",
      call: () => ({ path: '/api/users/integrations/webhook' }),
      expect: signedIn(200),
    },
    ...(['hubspot', 'rdstation', 'pipedrive'] as const).map((provider) => ({
      about: `one's own ${provider} connection, the key masked`,
      call: () => ({ path: `/api/users/integrations/${provider}` }),
      expect: signedIn(200),
    })),
  ],
  'PATCH /api/users/integrations/webhook': [
    {
      about: "removing one's own webhook",
      call: () => ({ path: '/api/users/integrations/webhook', body: { webHook: null } }),
      expect: signedIn(200),
    },
  ],
  'POST /api/users/integrations/webhook/test': [
    {
      about: "a test ping with no webhook of one's own: refused in Portuguese, nothing sent",
      call: () => ({ path: '/api/users/integrations/webhook/test' }),
      expect: signedIn(400),
    },
  ],
  'PATCH /api/users/integrations/hubspot': [
    {
      about: "disconnecting one's own HubSpot",
      call: () => ({ path: '/api/users/integrations/hubspot', body: { apikeyHubspot: null } }),
      expect: signedIn(200),
    },
    {
      about: 'a key HubSpot (its emulator) refuses: a 400 in Portuguese, nothing stored',
      call: () => ({ path: '/api/users/integrations/hubspot', body: { apikeyHubspot: 'pat-chave-errada' } }),
      expect: signedIn(400),
    },
  ],
  'PATCH /api/users/integrations/rdstation': [
    {
      about: "disconnecting one's own RD Station CRM",
      call: () => ({ path: '/api/users/integrations/rdstation', body: { apikeyRdStation: '' } }),
      expect: signedIn(200),
    },
  ],
  'PATCH /api/users/integrations/pipedrive': [
    {
      about: "disconnecting one's own Pipedrive",
      call: () => ({ path: '/api/users/integrations/pipedrive', body: { apikeyPipedrive: null } }),
      expect: signedIn(200),
    },
  ],
  'GET /api/company-features': [
    {
      about: "what one's company has turned on",
      call: () => ({ path: '/api/company-features' }),
      expect: signedIn(200),
    },
  ],
  'PATCH /api/update-password': [
    {
      about: 'the end of one’s own forced password update (identity-provider users: the flag only)',
      call: () => ({ path: '/api/update-password', body: { password: 'Nova@Senha2026', oldPassword: 'x' } }),
      expect: signedIn(200),
    },
  ],

  // Meetings.
  'GET /api/meetings': [
    { about: 'the meetings one sees', call: () => ({ path: '/api/meetings' }), expect: signedIn(200) },
  ],
  'POST /api/meetings': [
    {
      about: 'adding one’s own meeting by link',
      call: () => ({
        path: '/api/meetings',
        body: {
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          title: 'Varredura de permissões',
          startTime: inAYear(),
        },
      }),
      expect: signedIn(201),
    },
  ],
  'GET /api/meetings/:id': [
    {
      about: "the seller's meeting",
      call: (f) => ({ path: `/api/meetings/${f.meeting}` }),
      expect: seesMeeting(200),
    },
  ],
  'PATCH /api/meetings/:id': [
    {
      about: "renaming the seller's meeting",
      call: async (f) => ({
        path: `/api/meetings/${await f.freshMeeting()}`,
        body: { title: 'Novo título' },
      }),
      expect: changesMeeting(200),
    },
  ],
  'DELETE /api/meetings/:id': [
    {
      about: "deleting the seller's meeting",
      call: async (f) => ({ path: `/api/meetings/${await f.freshMeeting()}` }),
      expect: changesMeeting(204),
    },
  ],
  'PATCH /api/meetings/disable/:id': [
    {
      about: "holding the bot back from the seller's meeting",
      call: async (f) => ({ path: `/api/meetings/disable/${await f.freshMeeting()}` }),
      expect: changesMeeting(200),
    },
  ],
  'PATCH /api/meetings/enable/:id': [
    {
      about: "sending the bot to the seller's meeting",
      call: async (f) => ({ path: `/api/meetings/enable/${await f.freshMeeting()}` }),
      expect: changesMeeting(200),
    },
  ],
  'PATCH /api/meetings/:id/restart-bot': [
    {
      about: "restarting the bot of the seller's meeting",
      call: async (f) => ({ path: `/api/meetings/${await f.freshLinkMeeting()}/restart-bot` }),
      expect: changesMeeting(200),
    },
  ],
  'GET /api/meetings/:id/logs': [
    {
      about: "the seller's meeting's timeline",
      call: (f) => ({ path: `/api/meetings/${f.meeting}/logs` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/meetings/:id/transcription': [
    {
      about: "the seller's meeting's transcript",
      call: (f) => ({ path: `/api/meetings/${f.meeting}/transcription` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/meetings/:id/coaching': [
    {
      about: "the seller's meeting's coaching figures",
      call: (f) => ({ path: `/api/meetings/${f.meeting}/coaching` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/meetings/admin/load/template': [
    {
      about: "answering the seller's meeting with a company template",
      call: async (f) => ({
        path: `/api/meetings/admin/load/template?meetingId=${await f.freshMeeting()}&templateId=${f.companyTemplate}`,
      }),
      expect: changesMeeting(200),
    },
  ],
  'GET /api/meetings/videourl/:id': [
    {
      about: "a link to the seller's video",
      call: (f) => ({ path: `/api/meetings/videourl/${f.videoMeeting}` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/meetings/voipurl/:id': [
    {
      about: "a link to the seller's audio",
      call: (f) => ({ path: `/api/meetings/voipurl/${f.audioMeeting}` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/meetings/:id/share': [
    {
      about: "the seller's meeting's public link (it shows the link: only who may change it)",
      call: (f) => ({ path: `/api/meetings/${f.videoMeeting}/share` }),
      expect: changesMeeting(200),
    },
  ],
  'PUT /api/meetings/:id/share': [
    {
      about: "turning on the seller's meeting's public link",
      call: async (f) => ({
        path: `/api/meetings/${await f.freshMeeting()}/share`,
        body: { password: 'senha-da-varredura' },
      }),
      expect: changesMeeting(200),
    },
  ],
  'PATCH /api/meetings/:id/share': [
    {
      about: "choosing what the seller's meeting's public link shows (as it already shows)",
      call: (f) => ({
        path: `/api/meetings/${f.videoMeeting}/share`,
        body: { content: defaultShareContent, expiresOn: null },
      }),
      expect: changesMeeting(200),
    },
  ],
  'DELETE /api/meetings/:id/share': [
    {
      about: "turning off the seller's meeting's public link",
      call: async (f) => ({ path: `/api/meetings/${await f.freshMeeting()}/share` }),
      expect: changesMeeting(200),
    },
  ],
  'GET /api/meeting/answers/:id': [
    {
      about: "the seller's meeting's answers",
      call: (f) => ({ path: `/api/meeting/answers/${f.meeting}` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/enrichment/:meetingId': [
    {
      about: "the seller's meeting's summary",
      call: (f) => ({ path: `/api/enrichment/${f.meeting}` }),
      expect: seesMeeting(200),
    },
  ],

  // Uploads.
  'POST /api/upload/meetings': [
    {
      about: 'creating one’s own upload',
      call: () => ({
        path: '/api/upload/meetings',
        body: {
          fileName: 'reuniao.mp4',
          contentType: 'video/mp4',
          sizeBytes: 16,
          title: 'Envio da varredura',
        },
      }),
      expect: signedIn(201),
    },
  ],
  'GET /api/upload/unfinished': [
    {
      about: 'one’s own unfinished uploads',
      call: () => ({ path: '/api/upload/unfinished' }),
      expect: signedIn(200),
    },
  ],
  'GET /api/upload/:id/refresh-url': [
    {
      about: "a new URL for the seller's upload",
      call: (f) => ({ path: `/api/upload/${f.upload}/refresh-url` }),
      expect: changesMeeting(200),
    },
  ],
  // Parts straight to a bucket: this sweep's server keeps files on local disk, so past the meeting's
  // permission the answer is 409 (tests/server/media/s3-upload.test.ts runs them against a bucket).
  'POST /api/upload/:id/part-urls': [
    {
      about: "signing a part of the seller's upload",
      call: (f) => ({ path: `/api/upload/${f.upload}/part-urls`, body: { partNumbers: [1] } }),
      expect: changesMeeting(409),
    },
  ],
  'GET /api/upload/:id/parts': [
    {
      about: "the parts of the seller's upload already stored",
      call: (f) => ({ path: `/api/upload/${f.upload}/parts` }),
      expect: changesMeeting(409),
    },
  ],
  'POST /api/upload/:id/parts': [
    {
      about: "recording a stored part of the seller's upload",
      call: (f) => ({ path: `/api/upload/${f.upload}/parts`, body: { partNumber: 1, etag: '"abc"' } }),
      expect: changesMeeting(409),
    },
  ],
  'POST /api/upload/:id/update-status': [
    {
      about: "moving the seller's upload to uploading",
      call: (f) => ({ path: `/api/upload/${f.upload}/update-status`, body: { status: 'uploading' } }),
      expect: changesMeeting(200),
    },
  ],
  'POST /api/upload/:id/process': [
    {
      about: "processing the seller's received file",
      call: async (f) => ({ path: `/api/upload/${await f.freshReceivedUpload()}/process` }),
      expect: changesMeeting(202),
    },
  ],
  'GET /api/upload/:id/status': [
    {
      about: "the seller's upload's progress",
      call: (f) => ({ path: `/api/upload/${f.upload}/status` }),
      expect: seesMeeting(200),
    },
  ],

  // Transcripts.
  'GET /api/transcriptions/:id': [
    {
      about: "the seller's transcript",
      call: (f) => ({ path: `/api/transcriptions/${f.transcription.id}` }),
      expect: seesMeeting(200),
    },
  ],
  'GET /api/transcriptions/:id/status': [
    {
      about: "the seller's transcript's state",
      call: (f) => ({ path: `/api/transcriptions/${f.transcription.id}/status` }),
      expect: seesMeeting(200),
    },
  ],
  'PUT /api/transcriptions/:id': [
    {
      about: "correcting a line of the seller's transcript",
      call: (f) => ({
        path: `/api/transcriptions/${f.transcription.id}`,
        body: { segments: [f.transcription.line] },
      }),
      expect: changesMeeting(200),
    },
  ],
  'POST /api/transcriptions/:id/improve': [
    {
      about: "improving the seller's transcript",
      call: (f) => ({ path: `/api/transcriptions/${f.transcription.id}/improve` }),
      expect: changesMeeting(200),
    },
  ],

  // Chat: each user's own conversation about a meeting they see.
  'GET /api/meeting-chat/:meetingId': [
    {
      about: "one's conversation about the seller's meeting",
      call: (f) => ({ path: `/api/meeting-chat/${f.meeting}` }),
      expect: seesMeeting(200),
    },
  ],
  'POST /api/meeting-chat/:meetingId/message': [
    {
      about: "asking about the seller's meeting",
      call: (f) => ({
        path: `/api/meeting-chat/${f.meeting}/message`,
        body: { content: 'Qual foi o orçamento?' },
      }),
      expect: seesMeeting(200),
    },
  ],
  'POST /api/meeting-chat/:meetingId/message/with-contexts': [
    {
      about: "asking about the seller's meetings together",
      call: (f) => ({
        path: `/api/meeting-chat/${f.meeting}/message/with-contexts`,
        body: { content: 'Quais objeções apareceram?', contextMeetingIds: [f.meeting, f.videoMeeting] },
      }),
      expect: seesMeeting(200),
    },
  ],

  // Teams.
  'GET /api/teams': [
    { about: 'the teams one sees', call: () => ({ path: '/api/teams' }), expect: signedIn(200) },
  ],
  'GET /api/teams/:id/members': [
    {
      about: 'the members of the Comercial team (its members and the administrator see them)',
      call: (f) => ({ path: `/api/teams/${f.comercialTeam}/members` }),
      expect: company(200),
    },
  ],

  // People administration (issue 27): the company's administrators only; every other caller 403.
  'GET /api/admin/users': [
    { about: "the company's people", call: () => ({ path: '/api/admin/users' }), expect: adminOnly(200) },
  ],
  'POST /api/admin/users/invitations': [
    {
      about: 'inviting a new address',
      call: (f) => ({
        path: '/api/admin/users/invitations',
        body: { emails: [`${f.uniqueWord().toLowerCase()}@demo.com.br`] },
      }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/users/:id/invitation': [
    {
      about: 'sending a pending invitation again',
      call: async (f) => ({ path: `/api/admin/users/${await f.freshInvitation()}/invitation` }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/users/:id/invitation': [
    {
      about: 'cancelling a pending invitation',
      call: async (f) => ({ path: `/api/admin/users/${await f.freshInvitation()}/invitation` }),
      expect: adminOnly(204),
    },
  ],
  'PATCH /api/admin/users/:id': [
    {
      about: "the seller's administrator rights (unchanged: none)",
      call: () => ({ path: `/api/admin/users/${accounts.seller.id}`, body: { isAdmin: false } }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/users/:id/deactivate': [
    {
      about: 'leaving an invited person out',
      call: async (f) => ({ path: `/api/admin/users/${await f.freshInvitation()}/deactivate`, body: {} }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/users/:id/reactivate': [
    {
      about: 'bringing back the seller (already active: unchanged)',
      call: () => ({ path: `/api/admin/users/${accounts.seller.id}/reactivate` }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/admin/users/:id/meetings/move': [
    {
      about: "an invited person's meetings (none) to the seller",
      call: async (f) => ({
        path: `/api/admin/users/${await f.freshInvitation()}/meetings/move`,
        body: { toUserId: accounts.seller.id },
      }),
      expect: adminOnly(200),
    },
  ],
  'GET /api/admin/teams': [
    { about: "the company's teams", call: () => ({ path: '/api/admin/teams' }), expect: adminOnly(200) },
  ],
  'POST /api/admin/teams': [
    {
      about: 'a new team',
      call: (f) => ({ path: '/api/admin/teams', body: { name: f.uniqueWord() } }),
      expect: adminOnly(200),
    },
  ],
  'PATCH /api/admin/teams/:id': [
    {
      about: 'renaming a team',
      call: async (f) => ({
        path: `/api/admin/teams/${await f.freshTeam()}`,
        body: { name: f.uniqueWord() },
      }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/teams/:id': [
    {
      about: 'deleting a team',
      call: async (f) => ({ path: `/api/admin/teams/${await f.freshTeam()}` }),
      expect: adminOnly(204),
    },
  ],
  'PUT /api/admin/teams/:id/members/:userId': [
    {
      about: 'the seller joins a team',
      call: async (f) => ({
        path: `/api/admin/teams/${await f.freshTeam()}/members/${accounts.seller.id}`,
        body: { role: 'member' },
      }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/admin/teams/:id/members/:userId': [
    {
      about: 'the seller leaves a team (not a member: unchanged)',
      call: async (f) => ({ path: `/api/admin/teams/${await f.freshTeam()}/members/${accounts.seller.id}` }),
      expect: adminOnly(200),
    },
  ],
  'GET /api/admin/audit-log': [
    {
      about: "the company's audit log",
      call: () => ({ path: '/api/admin/audit-log' }),
      expect: adminOnly(200),
    },
  ],

  // Enablement dashboard: the company's administrators and the team's leaders; its members 403. The other
  // company has the dashboard turned off (company features), so its user is refused before the team is looked up.
  'GET /api/enablement/dashboard/stats/:teamId': [
    {
      about: "the Comercial team's dashboard/stats (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/dashboard/stats/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],
  'GET /api/enablement/dashboard/chart-data/:teamId': [
    {
      about: "the Comercial team's dashboard/chart-data (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/dashboard/chart-data/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],
  'GET /api/enablement/talk-time/:teamId': [
    {
      about: "the Comercial team's talk-time (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/talk-time/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],
  'GET /api/enablement/meeting-types/:teamId': [
    {
      about: "the Comercial team's meeting-types (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/meeting-types/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],
  'GET /api/enablement/next-steps/:teamId': [
    {
      about: "the Comercial team's next-steps (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/next-steps/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],
  'GET /api/enablement/client-engagement/:teamId': [
    {
      about: "the Comercial team's client-engagement (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/client-engagement/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],
  'GET /api/enablement/seller-skills/:teamId': [
    {
      about: "the Comercial team's seller-skills (members who do not lead it are refused)",
      call: (f) => ({ path: `/api/enablement/seller-skills/${f.comercialTeam}` }),
      expect: { ...company(200), seller: 403, peer: 403, outsider: 403 },
    },
  ],

  // Company vocabulary: every user of the company.
  'GET /api/search': [
    {
      about: 'searching the conversations one sees (what they hold: tests/server/search)',
      call: () => ({ path: '/api/search?q=proposta' }),
      expect: signedIn(200),
    },
  ],
  'GET /api/companies/vocabularies': [
    {
      about: "one's company's words",
      call: () => ({ path: '/api/companies/vocabularies' }),
      expect: signedIn(200),
    },
  ],
  'POST /api/companies/vocabularies': [
    {
      about: "a word for one's company",
      call: (f) => ({ path: '/api/companies/vocabularies', body: { word: f.uniqueWord() } }),
      expect: signedIn(200),
    },
  ],
  'DELETE /api/companies/vocabularies/:id': [
    {
      about: "a word of the seller's company",
      call: async (f) => ({ path: `/api/companies/vocabularies/${await f.freshWord()}` }),
      expect: company(204),
    },
  ],

  // Bot config: the company's; every user reads it, only an administrator changes it.
  'GET /api/companies/bot-config': [
    {
      about: "one's company's bot, an administrator's to read (spec section 6)",
      call: () => ({ path: '/api/companies/bot-config' }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/companies/bot-config/name': [
    {
      about: "the name of one's company's bot",
      call: () => ({ path: '/api/companies/bot-config/name', body: { name: 'Bot da varredura' } }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/companies/bot-config/privacy-email': [
    {
      about: "the privacy e-mail of one's company's bot",
      call: () => ({ path: '/api/companies/bot-config/privacy-email', body: { privacyEmailEnabled: false } }),
      expect: adminOnly(200),
    },
  ],
  'PUT /api/companies/bot-config/image-status': [
    {
      about: "whether one's company's bot shows its picture",
      call: () => ({ path: '/api/companies/bot-config/image-status', body: { imageStatus: 'active' } }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/companies/bot-config/image': [
    {
      about: "the picture of one's company's bot (a 128 px PNG)",
      call: () => {
        const form = new FormData();
        form.append('image', new Blob([pngOf(128, 128)], { type: 'image/png' }), 'bot.png');
        return { path: '/api/companies/bot-config/image', form };
      },
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/companies/bot-config/image': [
    {
      about: "the picture of one's company's bot",
      call: () => ({ path: '/api/companies/bot-config/image' }),
      expect: adminOnly(200),
    },
  ],
  'GET /api/files/bot-images/:companyId/:imageId': [
    {
      about: 'a bot picture link without its signature',
      call: () => ({
        path: '/api/files/bot-images/a0000000-0000-4000-8000-000000000001/a0000000-0000-4000-8000-000000000002',
      }),
      expect: linkHolder(403),
    },
  ],

  // Templates.
  'GET /api/templates': [
    { about: 'the templates one sees', call: () => ({ path: '/api/templates' }), expect: signedIn(200) },
  ],
  'POST /api/templates': [
    {
      about: 'one’s own template',
      call: () => ({
        path: '/api/templates',
        body: { name: 'Modelo da varredura', questions: ['Qual o prazo?'] },
      }),
      expect: signedIn(200),
    },
  ],
  'POST /api/templates/ai-suggestions': [
    {
      about: 'suggestions for a question',
      call: () => ({ path: '/api/templates/ai-suggestions', body: { question: 'Qual o orçamento?' } }),
      expect: signedIn(200),
    },
  ],
  'GET /api/templates/:id': [
    {
      about: "the seller's shared template",
      call: (f) => ({ path: `/api/templates/${f.sharedTemplate.id}` }),
      expect: company(200),
    },
    {
      about: "the seller's private template",
      call: (f) => ({ path: `/api/templates/${f.privateTemplate}` }),
      expect: ownTemplateOnly(200),
    },
  ],
  'GET /api/load/template/:id': [
    {
      about: "the seller's shared template",
      call: (f) => ({ path: `/api/load/template/${f.sharedTemplate.id}` }),
      expect: company(200),
    },
    {
      about: "the seller's private template",
      call: (f) => ({ path: `/api/load/template/${f.privateTemplate}` }),
      expect: ownTemplateOnly(200),
    },
  ],
  'GET /api/templates/:id/questions': [
    {
      about: "the seller's shared template's questions",
      call: (f) => ({ path: `/api/templates/${f.sharedTemplate.id}/questions` }),
      expect: company(200),
    },
    {
      about: "the seller's private template's questions",
      call: (f) => ({ path: `/api/templates/${f.privateTemplate}/questions` }),
      expect: ownTemplateOnly(200),
    },
  ],
  'PUT /api/templates/:id': [
    {
      about: "renaming the seller's shared template",
      call: (f) => ({
        path: `/api/templates/${f.sharedTemplate.id}`,
        body: { name: 'Modelo compartilhado' },
      }),
      expect: changesSharedTemplate(200),
    },
    {
      about: "renaming the company's ready-made template (administrators only)",
      call: (f) => ({ path: `/api/templates/${f.companyTemplate}`, body: { name: 'Modelo da empresa' } }),
      expect: { ...company(403), admin: 200 },
    },
  ],
  'PATCH /api/templates/share/:id': [
    {
      about: "sharing the seller's template",
      call: (f) => ({ path: `/api/templates/share/${f.sharedTemplate.id}`, body: { isShared: true } }),
      expect: changesSharedTemplate(200),
    },
  ],
  'DELETE /api/templates/:id': [
    {
      about: "deleting the seller's shared template",
      call: async (f) => ({ path: `/api/templates/${(await f.freshTemplate()).id}` }),
      expect: changesSharedTemplate(204),
    },
  ],
  'POST /api/templates/:id/duplicate': [
    {
      about: "copying the seller's shared template (the copy is the caller's)",
      call: (f) => ({ path: `/api/templates/${f.sharedTemplate.id}/duplicate` }),
      expect: company(200),
    },
    {
      about: "copying the seller's private template",
      call: (f) => ({ path: `/api/templates/${f.privateTemplate}/duplicate` }),
      expect: ownTemplateOnly(200),
    },
  ],
  'POST /api/templates/:id/questions': [
    {
      about: "a question for the seller's shared template",
      call: async (f) => ({
        path: `/api/templates/${(await f.freshTemplate()).id}/questions`,
        body: { text: 'Quem decide a compra?' },
      }),
      expect: changesSharedTemplate(200),
    },
  ],
  'PATCH /api/templates/:id/questions/:questionId': [
    {
      about: "rewording a question of the seller's shared template",
      call: ({ sharedTemplate: { id, questionId } }) => ({
        path: `/api/templates/${id}/questions/${questionId}`,
        body: { text: 'Qual o prazo de decisão?' },
      }),
      expect: changesSharedTemplate(200),
    },
  ],
  'DELETE /api/templates/:id/questions/:questionId': [
    {
      about: "removing a question of the seller's shared template",
      call: async (f) => {
        const { id, questionId } = await f.freshTemplate();
        return { path: `/api/templates/${id}/questions/${questionId}` };
      },
      expect: changesSharedTemplate(200),
    },
  ],
  'PATCH /api/users/settings/share-template/:templateId': [
    {
      about: "making the seller's shared template one's default",
      call: (f) => ({
        path: `/api/users/settings/share-template/${f.sharedTemplate.id}`,
        body: { isDefaultTemplate: true },
      }),
      expect: company(200),
    },
    {
      about: "making the seller's private template one's default",
      call: (f) => ({
        path: `/api/users/settings/share-template/${f.privateTemplate}`,
        body: { isDefaultTemplate: true },
      }),
      expect: ownTemplateOnly(200),
    },
  ],

  // Daily report e-mails: the company's administrators only. The other company has them turned off.
  'GET /api/daily-report-config': [
    {
      about: "the company's reports",
      call: () => ({ path: '/api/daily-report-config' }),
      expect: adminOnly(200),
    },
  ],
  'POST /api/daily-report-config': [
    {
      about: 'a new report of the Comercial team',
      call: (f) => ({ path: '/api/daily-report-config', body: reportBody(f) }),
      expect: adminOnly(200),
    },
  ],
  'GET /api/daily-report-config/options': [
    {
      about: 'the teams and people a report may cover',
      call: () => ({ path: '/api/daily-report-config/options' }),
      expect: adminOnly(200),
    },
  ],
  'GET /api/daily-report-config/:id': [
    {
      about: 'a report of the company',
      call: async (f) => ({ path: `/api/daily-report-config/${await f.freshReportConfig()}` }),
      expect: adminOnly(200),
    },
  ],
  'PATCH /api/daily-report-config/:id': [
    {
      about: "a report's time and switch",
      call: async (f) => ({
        path: `/api/daily-report-config/${await f.freshReportConfig()}`,
        body: { timeOfDay: '07:15', emailEnabled: false },
      }),
      expect: adminOnly(200),
    },
  ],
  'DELETE /api/daily-report-config/:id': [
    {
      about: 'a fresh report',
      call: async (f) => ({ path: `/api/daily-report-config/${await f.freshReportConfig()}` }),
      expect: adminOnly(204),
    },
  ],
  'POST /api/daily-report-config/:id/send-test': [
    {
      about: "today's report of a fresh config, mailed at once",
      call: async (f) => ({ path: `/api/daily-report-config/${await f.freshReportConfig()}/send-test` }),
      expect: adminOnly(200),
    },
  ],
  // Calendars (issue 10): each user's own calendars; the other company has the calendar feature turned off.
  'GET /api/calendar/status': [
    {
      about: "one's own calendars' state",
      call: () => ({ path: '/api/calendar/status' }),
      expect: { ...signedIn(200), outsider: 403 },
    },
  ],
  'GET /api/synccalendar': [
    {
      about: "syncing one's own Google calendar, not connected",
      call: () => ({ path: '/api/synccalendar' }),
      expect: { ...signedIn(404), outsider: 403 },
    },
  ],
  'GET /api/synccalendaroutlook': [
    {
      about: "syncing one's own Outlook calendar, not connected",
      call: () => ({ path: '/api/synccalendaroutlook' }),
      expect: { ...signedIn(404), outsider: 403 },
    },
  ],
  'GET /api/calendar/google/authorize-url': [
    {
      about: "the Google consent address with a state of one's own",
      call: () => ({ path: '/api/calendar/google/authorize-url' }),
      expect: { ...signedIn(200), outsider: 403 },
    },
  ],
  'GET /api/authcalendar/:code': [
    {
      about: 'a Google code with a state nobody started: refused in Portuguese, nothing exchanged',
      call: () => ({ path: '/api/authcalendar/codigo-qualquer?state=estado-desconhecido' }),
      expect: { ...signedIn(400), outsider: 403 },
    },
  ],
  'POST /api/disconnect-google-calendar': [
    {
      about: "disconnecting one's own Google calendar, not connected",
      call: () => ({ path: '/api/disconnect-google-calendar' }),
      expect: { ...signedIn(404), outsider: 403 },
    },
  ],
  'GET /api/setauthcalendaroutlook/:codeVerifier/:state': [
    {
      about: "keeping one's own PKCE verifier by a fresh state",
      call: () => ({ path: `/api/setauthcalendaroutlook/${'v'.repeat(128)}/${randomState()}` }),
      expect: { ...signedIn(200), outsider: 403 },
    },
  ],
  'GET /api/calendar/outlook/authorize-url': [
    {
      about: 'the Outlook consent address for a state and S256 challenge',
      call: () => ({
        path: `/api/calendar/outlook/authorize-url?state=${randomState()}&codeChallenge=${'c'.repeat(43)}`,
      }),
      expect: { ...signedIn(200), outsider: 403 },
    },
  ],
  'GET /api/authcalendaroutlook/:code/:state': [
    {
      about: 'an Outlook code with a state nobody stored: refused in Portuguese, nothing exchanged',
      call: () => ({ path: '/api/authcalendaroutlook/codigo-qualquer/estado-desconhecido-0000' }),
      expect: { ...signedIn(400), outsider: 403 },
    },
  ],
  'POST /api/disconnect-outlook-calendar': [
    {
      about: "disconnecting one's own Outlook calendar, not connected",
      call: () => ({ path: '/api/disconnect-outlook-calendar' }),
      expect: { ...signedIn(404), outsider: 403 },
    },
  ],
};

/** A fresh OAuth state (32 characters, as the app makes them): each call stores its own. */
const randomState = () => randomBytes(24).toString('base64url');

function reportBody(f: Fixtures) {
  return {
    name: 'Relatório da varredura',
    recipients: ['varredura@demo.com.br'],
    teamIds: [f.comercialTeam],
    timeOfDay: '18:00',
  };
}
