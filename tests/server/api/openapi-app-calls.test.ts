/*
 * Every call the app makes matches an operation of the OpenAPI document (issue 28 item 1): method, path,
 * query parameters and body. Each function of the app's services (src/services/<feature>/) is called once
 * with the arguments its screen gives it, over the app's real HTTP client (src/services/http.ts, ky) whose
 * fetch records the request as it would go on the wire and answers 404; the services that read a 404 as
 * "none" go on to their next call, which is recorded too. A function that makes no /api call is named below
 * with the reason, so a new service function fails here until it is driven or explained.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import type { ApiOperation } from '../../../server/http/openapi/api-operation.ts';
import { apiOperations } from '../../../server/http/openapi/api-operations.ts';
import { buildOpenApiDocument, openApiPathOf } from '../../../server/http/openapi/openapi-document.ts';

type SentRequest = { method: string; url: URL; contentType: string | null; body: string };

const wire = vi.hoisted(() => {
  const sent: SentRequest[] = [];
  const origin = 'http://app.test';
  const notFound = () =>
    new Response(JSON.stringify({ status: 404, title: 'Not Found', message: 'Recurso não encontrado.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      url: new URL(request.url),
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    });
    return notFound();
  };
  return { sent, origin, fetch };
});

vi.mock('../../../src/services/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/services/http.ts')>();
  return {
    ...original,
    http: original.createHttpClient({
      fetch: wire.fetch,
      prefixUrl: `${wire.origin}/api`,
      currentIdToken: async () => 'id-token',
      refreshIdToken: async () => undefined,
      basicCredentials: () => null,
    }),
  };
});

const servicesDir = path.resolve(import.meta.dirname, '../../../src/services');
const id = 'a1b2c3';
const user = 'u-42';
const team = 't-7';

/** One call of each service function, as its screen makes it. */
const drivers: Record<string, (service: Record<string, unknown>) => Promise<unknown>> = {};
const calls = (module: string, run: Record<string, (service: never) => Promise<unknown>>) => {
  for (const [name, drive] of Object.entries(run)) {
    drivers[`${module}#${name}`] = (service) => drive(service as never);
  }
};
type Fn = (...args: never[]) => Promise<unknown>;
type Service<Names extends string> = Record<Names, Fn>;
const call =
  <Names extends string>(name: Names, ...args: unknown[]) =>
  (service: Service<Names>) =>
    (service[name] as (...args: unknown[]) => Promise<unknown>)(...args);

calls('answers/answers.ts', {
  fetchMeetingAnswers: call('fetchMeetingAnswers', id),
  applyMeetingTemplate: call('applyMeetingTemplate', id, 'template-1'),
});
calls('audit-log/audit-log.ts', { getAuditLogPage: call('getAuditLogPage', null) });
calls('auth/sso.ts', { findSsoProvider: call('findSsoProvider', 'ana@corp.com.br') });
calls('auth/auth.ts', { basicLogin: call('basicLogin', { email: 'ana@demo.com.br', password: 'segredo' }) });
calls('auth/password.ts', {
  saveUpdatedPassword: call('saveUpdatedPassword', { password: 'Nova-senha-1', oldPassword: 'Antiga-1' }),
});
calls('bot/bot-config.ts', {
  getBotConfig: call('getBotConfig'),
  renameBot: call('renameBot', 'Assistente'),
  setBotPrivacyEmail: call('setBotPrivacyEmail', true),
  setBotImageStatus: call('setBotImageStatus', 'active'),
  uploadBotImage: call('uploadBotImage', new File([new Uint8Array([137, 80, 78, 71])], 'robo.png')),
  removeBotImage: call('removeBotImage'),
});
calls('calendar/calendar-google.ts', {
  googleConsentAddress: call('googleConsentAddress'),
  exchangeGoogleCode: call('exchangeGoogleCode', 'code-1', 'state-1'),
});
calls('calendar/calendar.ts', {
  fetchCalendarStatus: call('fetchCalendarStatus'),
  syncCalendar: async (service: Service<'syncCalendar'>) => {
    await service.syncCalendar('google' as never).catch(() => undefined);
    return service.syncCalendar('outlook' as never);
  },
  disconnectCalendar: async (service: Service<'disconnectCalendar'>) => {
    await service.disconnectCalendar('google' as never).catch(() => undefined);
    return service.disconnectCalendar('outlook' as never);
  },
  calendarConsentAddress: call('calendarConsentAddress', 'google'),
});
calls('calendar/calendar-outlook.ts', {
  startOutlookConnect: call('startOutlookConnect'),
  exchangeOutlookCode: call('exchangeOutlookCode', 'code-1', 'state-1'),
});
calls('chat/chat.ts', {
  fetchChatHistory: call('fetchChatHistory', id),
  askChat: async (service: Service<'askChat'>) => {
    const ask = service.askChat as (...args: unknown[]) => Promise<unknown>;
    await ask(id, { content: 'Qual foi o orçamento?' }, { onEvent: () => undefined }).catch(() => undefined);
    return ask(id, { content: 'E nas outras?', contextMeetingIds: ['m-2'] }, { onEvent: () => undefined });
  },
});
calls('coaching/coaching.ts', { fetchMeetingCoaching: call('fetchMeetingCoaching', id) });
calls('company-features/company-features.ts', { getCompanyFeatures: call('getCompanyFeatures') });
calls('crm/crm.ts', {
  crmIntegrations: async (service: Record<'crmIntegrations', Record<string, Fn>>) => {
    const crm = service.crmIntegrations as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const provider of ['hubspot', 'rdstation', 'pipedrive']) {
      await crm.read!(provider).catch(() => undefined);
      await crm.setKey!(provider, 'chave-123').catch(() => undefined);
      await crm.setKey!(provider, null).catch(() => undefined);
    }
  },
});
calls('daily-reports/daily-reports.ts', {
  listDailyReports: call('listDailyReports'),
  getDailyReport: call('getDailyReport', id),
  getDailyReportOptions: call('getDailyReportOptions'),
  createDailyReport: call('createDailyReport', {
    name: 'Resumo do dia',
    recipients: ['gestor@demo.com.br'],
    teamIds: [team],
    sellerIds: [],
    timeOfDay: '18:00',
    emailEnabled: true,
  }),
  updateDailyReport: call('updateDailyReport', id, { timeOfDay: '19:30' }),
  deleteDailyReport: call('deleteDailyReport', id),
  sendDailyReportTest: call('sendDailyReportTest', id),
});
calls('enablement/enablement.ts', {
  loadDashboard: call('loadDashboard', team, {
    userId: user,
    meetingFormat: 'ALL',
    meetingType: 'ALL',
    period: 'custom',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
  }),
});
calls('enrichment/enrichment.ts', { fetchEnrichment: call('fetchEnrichment', id) });
calls('media/media.ts', { fetchMeetingMedia: call('fetchMeetingMedia', id) });
calls('meetings/meetings.ts', {
  fetchMeetingPage: call('fetchMeetingPage', {
    viewerId: user,
    filters: {
      query: 'proposta',
      statusGroup: 'finished',
      meetingType: 'EXTERNAL',
      teamId: team,
      startDate: '2026-10-01',
    },
    offset: 25,
    limit: 25,
  }),
  getMeeting: call('getMeeting', id),
  fetchMeetingsById: call('fetchMeetingsById', [id, 'm-2']),
  fetchMeetingLogs: call('fetchMeetingLogs', id),
  announceMeeting: call('announceMeeting', id, 'meeting.saved'),
  createMeeting: call('createMeeting', {
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    title: 'Apresentação',
    startTime: '2026-12-01T14:00:00.000Z',
  }),
  updateMeeting: call('updateMeeting', id, { title: 'Novo título' }),
  setMeetingEnabled: async (service: Service<'setMeetingEnabled'>) => {
    const set = service.setMeetingEnabled as (...args: unknown[]) => Promise<unknown>;
    await set(id, false).catch(() => undefined);
    return set(id, true);
  },
  restartBot: call('restartBot', id),
  deleteMeeting: call('deleteMeeting', id),
});
calls('people/people.ts', {
  listPeople: call('listPeople'),
  invitePeople: call('invitePeople', { emails: ['nova@demo.com.br'], teamId: team, names: [] }),
  resendInvitation: call('resendInvitation', user),
  cancelInvitation: call('cancelInvitation', user),
  setAdmin: call('setAdmin', user, true),
  deactivatePerson: call('deactivatePerson', user, 'u-43'),
  reactivatePerson: call('reactivatePerson', user),
  moveMeetings: call('moveMeetings', user, 'u-43'),
});
calls('people/team-admin.ts', {
  listAdminTeams: call('listAdminTeams'),
  createTeam: call('createTeam', 'Novos negócios'),
  renameTeam: call('renameTeam', team, 'Contas'),
  deleteTeam: call('deleteTeam', team),
  setMember: call('setMember', team, user, 'admin'),
  removeMember: call('removeMember', team, user),
  moveMember: call('moveMember', { userId: user, fromTeamId: team, toTeamId: 't-8', role: 'member' }),
});
calls('search/conversation-search.ts', { searchConversations: call('searchConversations', 'orçamento') });
calls('sharing/share.ts', {
  getShareSettings: call('getShareSettings', id),
  enableShare: call('enableShare', id, 'senha-forte-1'),
  updateShare: call('updateShare', id, {
    content: { recording: true, transcript: true, summary: true, nextSteps: true, internalNotes: false },
    expiresOn: '2026-12-31',
  }),
  disableShare: call('disableShare', id),
  createShareGuestClient: async (service: Record<'createShareGuestClient', unknown>) => {
    const create = service.createShareGuestClient as (
      options: unknown,
    ) => Record<string, (...args: unknown[]) => Promise<unknown>>;
    const guest = create({ fetch: wire.fetch, prefixUrl: `${wire.origin}/api` });
    const credentials = { shareId: 's-1', password: 'senha-forte-1' };
    await guest.getMeeting!(credentials).catch(() => undefined);
    return guest.getVideo!(credentials);
  },
});
calls('teams/teams.ts', { listTeams: call('listTeams'), listTeamMembers: call('listTeamMembers', team) });
calls('templates/templates.ts', {
  listTemplates: call('listTemplates'),
  getTemplate: call('getTemplate', id),
  createTemplate: call('createTemplate', { name: 'Descoberta', questions: ['Qual o prazo?'] }),
  renameTemplate: call('renameTemplate', id, 'Qualificação'),
  deleteTemplate: call('deleteTemplate', id),
  shareTemplate: call('shareTemplate', id, true),
  duplicateTemplate: call('duplicateTemplate', id),
  addQuestion: call('addQuestion', id, { text: 'Quem decide?', position: 1 }),
  updateQuestion: call('updateQuestion', id, 'q-1', { text: 'Quem decide a compra?' }),
  deleteQuestion: call('deleteQuestion', id, 'q-1'),
  suggestQuestions: call('suggestQuestions', 'Qual o orçamento?'),
  setDefaultTemplate: call('setDefaultTemplate', id, true),
});
calls('transcripts/transcriptions.ts', {
  fetchMeetingTranscription: call('fetchMeetingTranscription', id),
  updateTranscription: call('updateTranscription', 'tr-1', {
    renameSpeaker: { from: 'Falante 1', to: 'Ana' },
  }),
  improveTranscription: call('improveTranscription', 'tr-1'),
});
calls('uploads/uploads.ts', {
  createUpload: call('createUpload', {
    fileName: 'reuniao.mp4',
    contentType: 'video/mp4',
    sizeBytes: 1024,
    title: 'Reunião gravada',
    meetingType: 'EXTERNAL',
  }),
  refreshUploadUrl: call('refreshUploadUrl', id),
  updateUploadStatus: call('updateUploadStatus', id, 'uploaded'),
  processUpload: call('processUpload', id),
  getUploadStatus: call('getUploadStatus', id),
  listUnfinishedUploads: call('listUnfinishedUploads'),
});
calls('uploads/upload-parts.ts', {
  signUploadParts: call('signUploadParts', id, [1, 2]),
  recordUploadPart: call('recordUploadPart', id, 1, '"etag-1"'),
  getUploadParts: call('getUploadParts', id),
});
calls('users/users.ts', {
  getMe: call('getMe'),
  saveGeneralSettings: call('saveGeneralSettings', { importMeeting: 1, emailMeeting: 1, templateId: id }),
});
calls('vocabulary/vocabularies.ts', {
  companyVocabulary: async (service: Record<'companyVocabulary', Record<string, Fn>>) => {
    const vocabulary = service.companyVocabulary as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await vocabulary.list!().catch(() => undefined);
    await vocabulary.add!('Pipedrive').catch(() => undefined);
    return vocabulary.remove!('w-1');
  },
});
calls('webhooks/webhook.ts', {
  getWebhook: call('getWebhook'),
  saveWebhook: call('saveWebhook', { webHook: 'https://hooks.cliente.com.br/pauta' }),
  testWebhook: call('testWebhook'),
});

/** Exports that make no /api call themselves, and why. */
const noApiCall: Record<string, string> = {
  'answers/answers.ts#watchAnswerChanges': 'a feed of writes, in memory',
  'chat/chat.ts#createChatClient': 'the client fetchChatHistory and askChat are, driven above',
  'crm/crm.ts#createCrmClient': 'the client crmIntegrations is, driven above',
  'daily-reports/daily-reports.ts#watchDailyReportChanges': 'a feed of writes, in memory',
  'meetings/meetings.ts#pageAt': 'arithmetic',
  'meetings/meetings.ts#watchMeetingChanges': 'a feed of writes, in memory',
  'meetings/meetings.ts#cachedMeetingPages': 'reads the cache',
  'meetings/meetings.ts#announceMeetingsStale': 'publishes on the feed',
  'meetings/meeting-list-cache.ts#createMeetingListCache': 'the cache, in memory',
  'people/people.ts#watchPeopleChanges': 'a feed of writes, in memory',
  'people/team-admin.ts#watchTeamChanges': 'a feed of writes, in memory',
  'sharing/share.ts#generateSharePassword': 'random text',
  'sharing/share.ts#shareLink': "the guest page's address, not /api",
  'sharing/share.ts#fetchSharedMeeting': 'createShareGuestClient().getMeeting, driven above',
  'sharing/share.ts#fetchSharedVideo': 'createShareGuestClient().getVideo, driven above',
  'templates/templates.ts#watchTemplateChanges': 'a feed of writes, in memory',
  'uploads/uploads.ts#pollUploadStatus': 'getUploadStatus again and again, driven above',
  'uploads/upload-transfer.ts#chunkRanges': 'arithmetic',
  'uploads/upload-transfer.ts#contentRangeOf': 'text',
  'uploads/upload-transfer.ts#putFileInChunks':
    'PUTs to the signed uploadUrl the upload answered, not built by the app',
  'uploads/upload-transfer.ts#putBlob':
    'PUTs to a signed address the server handed out, not built by the app',
  'uploads/upload-parts-transfer.ts#putFileInParts':
    "signUploadParts and recordUploadPart (driven above) and PUTs to the bucket's presigned addresses",
  'uploads/upload-response-error.ts#UploadResponseError': 'an error class',
  'uploads/uploads.ts#UploadResponseError': 'the error class, passed on',
  'uploads/file-fingerprint.ts#fileFingerprint': 'hashes the chosen file in the browser',
  'uploads/upload-response-error.ts#isUploadResponseError': 'a predicate',
  'users/users.ts#watchUserChanges': 'a feed of writes, in memory',
  'users/users.ts#announceUserChange': 'publishes on the feed',
  'vocabulary/vocabularies.ts#createVocabularyClient': 'the client companyVocabulary is, driven above',
};

/** The service modules: every file of a feature's folder under src/services. */
const serviceModules = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) =>
    readdirSync(path.join(servicesDir, folder.name))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `${folder.name}/${file}`),
  )
  .sort();

const document = buildOpenApiDocument();

/** The documented operation a request reaches, by method and path, or undefined. */
function operationOf(request: SentRequest): ApiOperation | undefined {
  const requestPath = decodeURIComponent(request.url.pathname);
  return apiOperations.find((operation) => {
    if (operation.method !== request.method) return false;
    const pattern = new RegExp(`^${operation.path.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`);
    return pattern.test(requestPath);
  });
}

/** What of the request the operation does not document: its query, path parameters or body. */
function mismatchOf(request: SentRequest, operation: ApiOperation): string[] {
  const problems: string[] = [];
  const query = Object.fromEntries(request.url.searchParams);
  if (operation.query) {
    const documented = Object.keys(operation.query.shape);
    const unknown = Object.keys(query).filter((name) => !documented.includes(name));
    if (unknown.length) problems.push(`undocumented query parameters ${unknown.join(', ')}`);
    const parsed = operation.query.safeParse(query);
    if (!parsed.success) problems.push(`query refused: ${parsed.error.message}`);
  } else if (Object.keys(query).length)
    problems.push(`query ${request.url.search} on an operation without one`);
  if (operation.params) {
    const names = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
    const values = decodeURIComponent(request.url.pathname).split('/');
    const patternParts = operation.path.split('/');
    const params = Object.fromEntries(names.map((name) => [name, values[patternParts.indexOf(`:${name}`)]]));
    const parsed = operation.params.safeParse(params);
    if (!parsed.success) problems.push(`path parameters refused: ${parsed.error.message}`);
  }
  const body = operation.body;
  const sent = request.body;
  if (body && 'json' in body) {
    const parsed = body.json.safeParse(sent ? JSON.parse(sent) : undefined);
    if (!parsed.success) problems.push(`body refused: ${parsed.error.message}`);
  } else if (body && 'formFile' in body) {
    if (!request.contentType?.startsWith('multipart/form-data') || !sent.includes(`name="${body.formFile}"`))
      problems.push(`not a multipart form with the file in ${body.formFile}`);
  } else if (sent !== '' && sent !== '{}') problems.push(`body ${sent} on an operation without one`);
  return problems;
}

describe("the app's calls against the OpenAPI document", () => {
  test('every function of the services is driven here or makes no /api call', async () => {
    const exported = (
      await Promise.all(
        serviceModules.map(async (module) =>
          Object.entries((await import(path.join(servicesDir, module))) as Record<string, unknown>)
            .filter(
              ([, value]) => typeof value === 'function' || (typeof value === 'object' && value !== null),
            )
            .map(([name]) => `${module}#${name}`),
        ),
      )
    ).flat();
    const unexplained = exported.filter((name) => !(name in drivers) && !(name in noApiCall));
    const stale = [...Object.keys(drivers), ...Object.keys(noApiCall)].filter(
      (name) => !exported.includes(name),
    );
    expect({ unexplained, stale }).toEqual({ unexplained: [], stale: [] });
  });

  test.each(Object.keys(drivers))('%s sends only documented requests', async (driver) => {
    const [module] = driver.split('#') as [string];
    const service = (await import(path.join(servicesDir, module))) as Record<string, unknown>;
    wire.sent.length = 0;
    await drivers[driver]!(service).catch(() => undefined);
    expect(wire.sent.length).toBeGreaterThan(0);
    const unmatched = wire.sent.flatMap((request) => {
      const name = `${request.method} ${request.url.pathname}${request.url.search}`;
      const operation = operationOf(request);
      if (!operation) return [`${name}: no documented operation`];
      const documented =
        document.paths?.[openApiPathOf(operation.path)]?.[operation.method.toLowerCase() as 'get'];
      if (!documented) return [`${name}: ${operation.method} ${operation.path} missing from the document`];
      return mismatchOf(request, operation).map((problem) => `${name}: ${problem}`);
    });
    expect(unmatched).toEqual([]);
  });
});
