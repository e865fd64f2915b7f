import { answersOperations } from '../../features/answers/answers.routes.ts';
import { auditLogOperations } from '../../features/audit-log/audit-log.routes.ts';
import { authOperations } from '../../features/auth/auth.routes.ts';
import { passwordOperations } from '../../features/auth/password.routes.ts';
import { botConfigOperations } from '../../features/bot/bot-config.routes.ts';
import { recallWebhookOperations } from '../../features/bot/recall-webhook.routes.ts';
import { calendarSyncOperations } from '../../features/calendar/calendar-sync.routes.ts';
import { googleCalendarOperations } from '../../features/calendar/google-calendar.routes.ts';
import { outlookCalendarOperations } from '../../features/calendar/outlook-calendar.routes.ts';
import { chatOperations } from '../../features/chat/chat.routes.ts';
import { coachingOperations } from '../../features/coaching/coaching.routes.ts';
import { companyFeaturesOperations } from '../../features/company-features/company-features.routes.ts';
import { crmOperations } from '../../features/crm/crm.routes.ts';
import { dailyReportsOperations } from '../../features/daily-reports/daily-reports.routes.ts';
import { enablementOperations } from '../../features/enablement/enablement.routes.ts';
import { enrichmentOperations } from '../../features/enrichment/enrichment.routes.ts';
import { mediaOperations } from '../../features/media/media.routes.ts';
import { meetingReadOperations } from '../../features/meetings/meeting-list.routes.ts';
import { meetingTimelineOperations } from '../../features/meetings/meeting-timeline.routes.ts';
import { meetingWriteOperations } from '../../features/meetings/meeting-write.routes.ts';
import { peopleOperations } from '../../features/people/people.routes.ts';
import { teamAdminOperations } from '../../features/people/team-admin.routes.ts';
import { searchOperations } from '../../features/search/search.routes.ts';
import { meetingShareOperations } from '../../features/sharing/meeting-share.routes.ts';
import { sharedMeetingOperations } from '../../features/sharing/shared-meeting.routes.ts';
import { teamsOperations } from '../../features/teams/teams.routes.ts';
import { templatesOperations } from '../../features/templates/templates.routes.ts';
import { transcriptionsOperations } from '../../features/transcripts/transcriptions.routes.ts';
import { uploadOperations } from '../../features/uploads/upload.routes.ts';
import { usersOperations } from '../../features/users/users.routes.ts';
import { vocabularyOperations } from '../../features/vocabulary/vocabulary.routes.ts';
import { integrationsOperations } from '../../features/webhooks/integrations.routes.ts';
import { cspReportOperations } from '../csp-report.routes.ts';
import type { ApiOperation } from './api-operation.ts';
import { docsAssetParamsSchema } from './docs-assets.ts';

/** This document and its reference page (openapi.routes.ts). */
const referenceOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'Reference server',
    auth: 'public',
    answers: { 200: { description: 'The OpenAPI 3.1 document', bytes: 'application/json' } },
  },
  {
    method: 'GET',
    path: '/api/docs',
    summary: 'The browsable reference of this document',
    tag: 'Reference server',
    auth: 'public',
    answers: { 200: { description: 'The page', bytes: 'text/html' } },
  },
  {
    method: 'GET',
    path: '/api/docs/:asset',
    summary: "The reference page's script and style",
    tag: 'Reference server',
    auth: 'public',
    params: docsAssetParamsSchema,
    answers: { 200: { description: 'The file', bytes: 'text/javascript' } },
  },
];

/** Every /api operation of the server, each listed beside its handlers. */
export const apiOperations: readonly ApiOperation[] = [
  ...answersOperations,
  ...auditLogOperations,
  ...authOperations,
  ...passwordOperations,
  ...botConfigOperations,
  ...recallWebhookOperations,
  ...calendarSyncOperations,
  ...googleCalendarOperations,
  ...outlookCalendarOperations,
  ...chatOperations,
  ...coachingOperations,
  ...companyFeaturesOperations,
  ...crmOperations,
  ...dailyReportsOperations,
  ...enablementOperations,
  ...enrichmentOperations,
  ...mediaOperations,
  ...meetingReadOperations,
  ...meetingTimelineOperations,
  ...meetingWriteOperations,
  ...peopleOperations,
  ...teamAdminOperations,
  ...searchOperations,
  ...meetingShareOperations,
  ...sharedMeetingOperations,
  ...teamsOperations,
  ...templatesOperations,
  ...transcriptionsOperations,
  ...uploadOperations,
  ...usersOperations,
  ...vocabularyOperations,
  ...integrationsOperations,
  ...cspReportOperations,
  ...referenceOperations,
];
