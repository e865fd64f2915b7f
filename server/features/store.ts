import type { Database } from '../db/database.ts';
import { createAnswersRepository } from './answers/answers.repository.ts';
import { createAuditLogRepository } from './audit-log/audit-log.repository.ts';
import { createPeopleRepository } from './people/people.repository.ts';
import { createTeamAdminRepository } from './people/team-admin.repository.ts';
import { createSsoDomainsRepository } from './auth/sso-domains.repository.ts';
import { createBotConfigRepository } from './bot/bot-config.repository.ts';
import { createMeetingBotsRepository } from './bot/meeting-bots.repository.ts';
import { createCalendarRepository } from './calendar/calendar.repository.ts';
import { createChatRepository } from './chat/chat.repository.ts';
import { createDailyReportsRepository } from './daily-reports/daily-reports.repository.ts';
import { createCrmKeysRepository } from './crm/crm-keys.repository.ts';
import { createCoachingRepository } from './coaching/coaching.repository.ts';
import { createEnablementRepository } from './enablement/enablement.repository.ts';
import { createCompanyFeaturesRepository } from './company-features/company-features.repository.ts';
import { createEnrichmentRepository } from './enrichment/enrichment.repository.ts';
import { createMediaRepository } from './media/media.repository.ts';
import { createMeetingListRepository } from './meetings/meeting-list.repository.ts';
import { createMeetingLogsRepository } from './meetings/meeting-logs.repository.ts';
import { createMeetingsRepository } from './meetings/meetings.repository.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { createSharesRepository } from './sharing/shares.repository.ts';
import { createSignUpRepository } from './sign-up/sign-up.repository.ts';
import { createTeamsRepository } from './teams/teams.repository.ts';
import { createTemplatesRepository } from './templates/templates.repository.ts';
import { createTranscriptionsRepository } from './transcripts/transcriptions.repository.ts';
import { createUploadsRepository } from './uploads/uploads.repository.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { createVocabularyRepository } from './vocabulary/vocabulary.repository.ts';
import { createWebhooksRepository } from './webhooks/webhooks.repository.ts';

/** Every repository, over one connection or one transaction. */
function createRepositories(db: Database) {
  return {
    meetings: createMeetingsRepository(db),
    meetingList: createMeetingListRepository(db),
    meetingLogs: createMeetingLogsRepository(db),
    meetingBots: createMeetingBotsRepository(db),
    media: createMediaRepository(db),
    uploads: createUploadsRepository(db),
    transcriptions: createTranscriptionsRepository(db),
    templates: createTemplatesRepository(db),
    answers: createAnswersRepository(db),
    enrichment: createEnrichmentRepository(db),
    coaching: createCoachingRepository(db),
    teams: createTeamsRepository(db),
    users: createUsersRepository(db),
    crmKeys: createCrmKeysRepository(db),
    ssoDomains: createSsoDomainsRepository(db),
    shares: createSharesRepository(db),
    chat: createChatRepository(db),
    dailyReports: createDailyReportsRepository(db),
    vocabulary: createVocabularyRepository(db),
    search: createSearchRepository(db),
    webhooks: createWebhooksRepository(db),
    enablement: createEnablementRepository(db),
    botConfig: createBotConfigRepository(db),
    companyFeatures: createCompanyFeaturesRepository(db),
    calendar: createCalendarRepository(db),
    people: createPeopleRepository(db),
    teamAdmin: createTeamAdminRepository(db),
    auditLog: createAuditLogRepository(db),
    signUp: createSignUpRepository(db),
  };
}

type Repositories = ReturnType<typeof createRepositories>;

/**
 * The repositories, and a way to run several writes as one: services never see the database itself. Inside
 * a transaction, `transaction` joins it (the database layer cannot nest them), so a service writes
 * atomically whether or not its caller already opened one.
 */
export type Store = Repositories & {
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T>;
};

export function createStore(db: Database): Store {
  return {
    ...createRepositories(db),
    transaction: (work) => db.transaction((tx) => work(storeInTransaction(tx))),
  };
}

/** The store over a transaction someone else opened (the seed's): its `transaction` joins that one. */
export function storeInTransaction(tx: Database): Store {
  const store: Store = { ...createRepositories(tx), transaction: (work) => work(store) };
  return store;
}
