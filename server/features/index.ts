import { createExtractiveAi } from '../providers/ai/extractive.ts';
import { createChatAi } from '../providers/ai/index.ts';
import type { AiProvider } from '../providers/ai/provider.ts';
import { rememberingAi } from '../providers/ai/remembering.ts';
import { createBotProvider, type BotStore, type MeetingBotEvents } from '../providers/bot/index.ts';
import type { StartedServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createSecretBox } from '../crypto/secret-box.ts';
import { createCrmAdapters } from './crm/adapters/index.ts';
import { createGoogleCalendarAdapter } from './calendar/adapters/google.ts';
import { createOutlookCalendarAdapter } from './calendar/adapters/outlook.ts';
import type { IdentityService } from '../identity/index.ts';
import type { Mailer } from '../providers/mail/index.ts';
import type { IdentityAdmin } from '../providers/identity-admin/index.ts';
import { createAuditLogService } from './audit-log/audit-log.service.ts';
import { createPeopleService } from './people/people.service.ts';
import { createTeamAdminService } from './people/team-admin.service.ts';
import { createUploadProcessor } from '../providers/media/process-upload.ts';
import { createSignedUrls } from '../providers/media/signed-urls.ts';
import { createUrlSigner } from '../providers/media/signing.ts';
import { mediaStorageFrom } from '../providers/media/index.ts';
import { speechToTextFrom } from '../providers/stt/index.ts';
import { createQuestionSuggester } from '../providers/ai/suggestions/index.ts';
import { createAnswersService } from './answers/answers.service.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createSignUpService } from './sign-up/sign-up.service.ts';
import { createBotConfigService } from './bot/bot-config.service.ts';
import { createPrivacyNotice } from './bot/privacy-notice.ts';
import { createCalendarConnections, type CalendarAdapters } from './calendar/calendar-connections.ts';
import { createGoogleCalendarService } from './calendar/google-calendar.service.ts';
import { createOutlookCalendarService } from './calendar/outlook-calendar.service.ts';
import { createCalendarSync } from './calendar/calendar-sync.ts';
import { createCalendarSyncRounds } from './calendar/calendar-sync-rounds.ts';
import { createCalendarService } from './calendar/calendar.service.ts';
import { createChatService } from './chat/chat.service.ts';
import { createDailyReportsService } from './daily-reports/daily-reports.service.ts';
import { createDailyReportScheduler } from './daily-reports/scheduler.ts';
import { crmFollowUps } from './crm/crm-follow-ups.ts';
import { meetingEmailFollowUp } from './meetings/meeting-email.ts';
import { createCrmService } from './crm/crm.service.ts';
import { backfillCoaching, createCoachingService } from './coaching/coaching.service.ts';
import { createCompanyFeaturesService } from './company-features/company-features.service.ts';
import { createEnablementService } from './enablement/enablement.service.ts';
import { createEnrichmentService } from './enrichment/enrichment.service.ts';
import { createVocabularyService } from './vocabulary/vocabulary.service.ts';
import { createSearchService } from './search/search.service.ts';
import { createWebhookDeliveries } from './webhooks/webhook-deliveries.ts';
import { createWebhooksService } from './webhooks/webhooks.service.ts';
import { createWebhookSender } from './webhooks/sender.ts';
import { meetingAnalysisJob } from './insights/analysis-job.ts';
import { meetingFollowUpJobs } from './insights/follow-ups.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { startBackgroundJobs } from '../jobs/background-job.ts';
import { uploadProcessingJob } from './uploads/upload-processing-job.ts';
import { createInsightsService } from './insights/insights.service.ts';
import { createMediaService } from './media/media.service.ts';
import { createMeetingAccess } from './meetings/meeting-access.ts';
import { createMeetingEvents } from './meetings/meeting-events.ts';
import { createMeetingsService } from './meetings/meetings.service.ts';
import { botCollectJob } from './bot/collect-job.ts';
import { createStore, storeInTransaction, type Store } from './store.ts';
import { createShareAdmission } from './sharing/share-admission.ts';
import { createLimits } from './limits.ts';
import { createRateLimitHits } from '../db/rate-limit-hits.ts';
import { createShareGuestsService } from './sharing/share-guests.service.ts';
import { createSharesService } from './sharing/shares.service.ts';
import { createTeamsService } from './teams/teams.service.ts';
import { createTemplatesService } from './templates/templates.service.ts';
import { createTranscriptionsService } from './transcripts/transcriptions.service.ts';
import { createUploadEvents } from './uploads/upload-events.ts';
import { createUploadTransfers } from './uploads/upload-transfer.ts';
import { createUploadsService } from './uploads/uploads.service.ts';
import { createUsersService } from './users/users.service.ts';

export type { Caller } from './caller.ts';

function createInsights(
  store: Store,
  ai: AiProvider,
  followUps?: { start(meetingId: string, analysisId: string): Promise<void> },
) {
  const access = createMeetingAccess(store);
  const answers = createAnswersService({ store, ai, access });
  const enrichment = createEnrichmentService({ store, access, ai });
  const insights = createInsightsService({ store, answers, enrichment, followUps });
  return { access, answers, enrichment, insights };
}

/**
 * The services the routes call, wired to their repositories and to the providers configuration selects:
 * the meeting bot (given the meetings' events and which bot went where), speech-to-text for the upload pipeline
 * (given the uploads' events), the AI, media storage and URL signing.
 */
export function createDomain(deps: {
  db: Database;
  config: StartedServerConfig;
  ai: AiProvider;
  identity: Pick<IdentityService, 'userPool'>;
  /** The user pool's admin operations (server/providers/identity-admin): invitations, disabling people. */
  identityAdmin: IdentityAdmin;
  /** E-mail over SMTP (server/providers/mail): daily reports, meeting e-mails. */
  mailer: Mailer;
  /** Durable background jobs (server/jobs): what the domain queues; its workers start with `startJobs`. */
  jobs: JobQueue;
}) {
  const { config, ai } = deps;
  const store = createStore(deps.db);
  // Abuse limits and password throttles, counted in the database so every server shares them.
  const limits = createLimits({ hits: createRateLimitHits(deps.db) });
  const storage = mediaStorageFrom(config.mediaStore, config.dataDir);
  const signer = createUrlSigner(config.dataDir, config.secretsKey);
  const urls = createSignedUrls(signer, config);
  // What a finished meeting sets off once analysed (webhook event, CRM note, meeting e-mail), one entry per
  // integration; a failure of one lands on the meeting's logs and stops none of the others.
  const secrets = createSecretBox(config);
  const crmAdapters = createCrmAdapters(config);
  const now = () => new Date();
  const webhookDeliveries = createWebhookDeliveries({
    store,
    secrets,
    sender: createWebhookSender({
      timeoutMs: config.webhook.timeoutMs,
      allowLoopback: config.webhook.allowLoopback,
    }),
    retrySeconds: config.webhook.retrySeconds,
    timeoutMs: config.webhook.timeoutMs,
    now,
    jobs: deps.jobs,
  });
  const webhooks = createWebhooksService({
    store,
    secrets,
    deliveries: webhookDeliveries,
    publicUrl: config.publicUrl,
    destinations: { allowLoopback: config.webhook.allowLoopback },
    now,
  });
  const followUps = meetingFollowUpJobs({
    store,
    jobs: deps.jobs,
    followUps: [
      webhooks.followUp,
      ...crmFollowUps({ store, adapters: crmAdapters, secrets }),
      meetingEmailFollowUp({ store, mailer: deps.mailer, publicUrl: config.publicUrl }),
    ],
  });
  const { access, answers, enrichment, insights } = createInsights(store, ai, followUps);
  // A finished meeting (the bot's, or an upload's) is analysed by a job: any server, again after a crash.
  const analysis = meetingAnalysisJob({ store, jobs: deps.jobs, analyse: insights.analyse });

  const privacyNotice = createPrivacyNotice({ store, mailer: deps.mailer });
  // The calendars this server talks to (issue 10), each by the adapter configuration picks.
  const calendarAdapters: CalendarAdapters = {};
  calendarAdapters.google = createGoogleCalendarAdapter(config.google);
  calendarAdapters.outlook = createOutlookCalendarAdapter(config.microsoft);
  const calendarConnections = createCalendarConnections({ store, secrets, adapters: calendarAdapters });

  const botEvents = (scope: Store): MeetingBotEvents => {
    const events = createMeetingEvents(scope);
    return {
      ...events,
      // Bot config's privacy e-mail goes when the bot enters the call; it never holds up the bot's step.
      async statusChanged(meetingId, change) {
        await events.statusChanged(meetingId, change);
        privacyNotice.statusChanged(meetingId, change.status);
      },
      analyse: analysis.analyseLater,
    };
  };
  const botStore: BotStore = {
    bots: store.meetingBots,
    meetings: botEvents(store),
    transaction: (work) => store.transaction((tx) => work({ bots: tx.meetingBots, meetings: botEvents(tx) })),
  };
  // The copy of a bot's recording and transcript is a job; the bot queues it from its webhooks.
  const botCollect = botCollectJob({ store, jobs: deps.jobs, collect: (botId) => bot.collect(botId) });
  const bot = createBotProvider({ store: botStore, storage, config, collectLater: botCollect.collectLater });
  // Imported calendar events become meetings the bot joins at their start, as one added by link.
  const calendarSync = createCalendarSync({ store, connections: calendarConnections, bot });
  const calendarIntervalSeconds = config.calendarSync.intervalSeconds;

  const transfers = new Map<string, AbortController>();
  const vocabulary = createVocabularyService({ store });
  const uploadEvents = createUploadEvents(store, analysis.analyseLater);
  // An upload's pipeline is a job too: the uploads service's `start` queues it.
  const uploadProcessing = uploadProcessingJob({
    store,
    jobs: deps.jobs,
    events: uploadEvents,
    processor: createUploadProcessor({
      events: uploadEvents,
      storage,
      speechToText: speechToTextFrom(config),
      vocabularyOf: vocabulary.wordsOfMeeting,
    }),
  });
  const { processor } = uploadProcessing;
  const maxBytes = config.upload.maxBytes;
  const media = createMediaService({
    store,
    access,
    urls,
    storage,
    urlTtlSeconds: config.mediaUrlTtlSeconds,
  });

  // Every kind of background work (docs/operations.md, "Background jobs"), worked on every server.
  const backgroundJobs = [
    ...webhookDeliveries.jobs,
    followUps.job,
    analysis.job,
    botCollect.job,
    uploadProcessing.job,
    createDailyReportScheduler({ store, mailer: deps.mailer }).job,
    createCalendarSyncRounds({ store, sync: calendarSync, intervalSeconds: calendarIntervalSeconds }).job,
  ];

  return {
    /** Declares the queues and works them on this server (start-server.ts, once the database is ready). */
    startJobs: () => startBackgroundJobs(deps.jobs, backgroundJobs),
    bot,
    storage,
    signer,
    meetings: createMeetingsService({ store, access, bot, storage, answers }),
    media,
    uploads: createUploadsService({
      store,
      access,
      urls,
      storage,
      processor,
      transfers,
      maxBytes,
      urlTtlSeconds: config.upload.urlTtlSeconds,
      minFreeBytes: config.upload.minFreeBytes,
    }),
    uploadTransfers: createUploadTransfers({
      store,
      storage,
      transfers,
      maxBytes,
      transferLeaseSeconds: config.upload.transferLeaseSeconds,
    }),
    transcriptions: createTranscriptionsService({ store, ai, access }),
    vocabulary,
    search: createSearchService({ store }),
    botConfig: createBotConfigService({ store, urls }),
    answers,
    enrichment,
    teams: createTeamsService({ store }),
    people: createPeopleService({
      store,
      identityAdmin: deps.identityAdmin,
      invitationValidityDays: config.temporaryPasswordValidityDays,
    }),
    teamAdmin: createTeamAdminService({ store }),
    auditLog: createAuditLogService({ store }),
    dailyReports: createDailyReportsService({ store, mailer: deps.mailer }),
    coaching: createCoachingService({ store, access }),
    enablement: createEnablementService({ store }),
    templates: createTemplatesService({ store, suggester: createQuestionSuggester(config) }),
    users: createUsersService({ store, identity: deps.identity, identityEmbedded: config.identityEmbedded }),
    webhooks,
    crm: createCrmService({ store, adapters: crmAdapters, secrets }),
    companyFeatures: createCompanyFeaturesService({ store }),
    auth: createAuthService({
      store,
      identity: deps.identity,
      limits,
      signUp: createSignUpService({ store }),
    }),
    limits,
    shares: createSharesService({ store, access }),
    /** Calendar connections (tokens, OAuth state): the calendar callbacks and the sync use them. */
    calendarConnections,
    /** Connecting a Google calendar: consent address with its state, the callback, disconnecting. */
    googleCalendar: createGoogleCalendarService({
      store,
      connections: calendarConnections,
      redirectUri: config.google.redirectUri,
    }),
    /** Connecting an Outlook calendar: PKCE verifier by state, consent address, the callback, disconnecting. */
    outlookCalendar: createOutlookCalendarService({
      store,
      connections: calendarConnections,
      redirectUri: config.microsoft.redirectUri,
    }),
    calendar: createCalendarService({ store, sync: calendarSync, intervalSeconds: calendarIntervalSeconds }),
    chat: createChatService({ store, access, ai: createChatAi(config) }),
    shareGuests: createShareGuestsService({
      store,
      admit: createShareAdmission({ store, limits: config.share, throttles: limits }),
      answers,
      enrichment,
      urls,
      media,
      mediaUrlTtlSeconds: config.share.mediaUrlTtlSeconds,
    }),
  };
}

export type Domain = ReturnType<typeof createDomain>;

/** Many seeded calls share a transcript (a seller's calls with one client): each is worked out once. */
const seedAi = rememberingAi(createExtractiveAi());

/**
 * For the demo seed, inside its transaction: what the embedded AI makes of a finished meeting (answers and
 * enrichment), as the bot would have asked for at its end. Always the embedded AI: seeding calls no network.
 */
export function analyseSeededMeeting(tx: Database, meetingId: string): Promise<void> {
  return createInsights(storeInTransaction(tx), seedAi).insights.analyse(meetingId);
}

/** At server start: coaching figures for meetings analysed before `meeting_coaching` existed. */
export function backfillMeetingCoaching(db: Database): Promise<number> {
  return backfillCoaching(createStore(db));
}
