import type { AnyStateMachine } from 'xstate';
import { accountSecurityMachine } from '../../machines/auth/account-security/account-security.machine.ts';
import { addMeetingMachine } from '../../machines/meetings/add-meeting/add-meeting.machine.ts';
import { auditLogMachine } from '../../machines/audit-log/audit-log/audit-log.machine.ts';
import { answerTemplateMachine } from '../../machines/answers/answer-template/answer-template.machine.ts';
import { botConfigMachine } from '../../machines/bot/bot-config/bot-config.machine.ts';
import { botStatusMachine } from '../../machines/bot/bot-status/bot-status.machine.ts';
import { calendarCallbackMachine } from '../../machines/calendar/calendar-callback/calendar-callback.machine.ts';
import { calendarSettingsMachine } from '../../machines/calendar/calendar-settings/calendar-settings.machine.ts';
import { calendarSyncMachine } from '../../machines/calendar/calendar-sync/calendar-sync.machine.ts';
import { crmIntegrationMachine } from '../../machines/crm/crm-integration/crm-integration.machine.ts';
import { reportEditorMachine } from '../../machines/daily-reports/report-editor.machine.ts';
import { reportListMachine } from '../../machines/daily-reports/report-list.machine.ts';
import { enablementDashboardMachine } from '../../machines/enablement/enablement-dashboard/enablement-dashboard.machine.ts';
import { generalSettingsMachine } from '../../machines/settings/general-settings/general-settings.machine.ts';
import { loginMachine } from '../../machines/auth/login/login.machine.ts';
import { meetingActionsMachine } from '../../machines/meetings/meeting-actions/meeting-actions.machine.ts';
import { meetingChatMachine } from '../../machines/chat/meeting-chat/meeting-chat.machine.ts';
import { meetingDetailMachine } from '../../machines/meetings/meeting-detail/meeting-detail.machine.ts';
import { meetingListMachine } from '../../machines/meetings/meeting-list/meeting-list.machine.ts';
import { conversationSearchMachine } from '../../machines/search/conversation-search/conversation-search.machine.ts';
import { meetingPickerMachine } from '../../machines/meetings/meeting-picker/meeting-picker.machine.ts';
import { meetingShareMachine } from '../../machines/sharing/meeting-share/meeting-share.machine.ts';
import { peopleAdminMachine } from '../../machines/people/people-admin/people-admin.machine.ts';
import { passwordResetMachine } from '../../machines/auth/password-reset/password-reset.machine.ts';
import { passwordUpdateMachine } from '../../machines/auth/password-update/password-update.machine.ts';
import { sessionMachine } from '../../machines/auth/session/session.machine.ts';
import { signInChallengeMachine } from '../../machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import { signUpMachine } from '../../machines/auth/sign-up/sign-up.machine.ts';
import { sharedMeetingMachine } from '../../machines/sharing/shared-meeting/shared-meeting.machine.ts';
import { ssoCallbackMachine } from '../../machines/auth/sso/sso-callback.machine.ts';
import { ssoMachine } from '../../machines/auth/sso/sso.machine.ts';
import { teamAdminMachine } from '../../machines/people/team-admin/team-admin.machine.ts';
import { templateEditorMachine } from '../../machines/templates/template-editor.machine.ts';
import { templateListMachine } from '../../machines/templates/template-list.machine.ts';
import { transcriptMachine } from '../../machines/transcripts/transcript/transcript.machine.ts';
import { unfinishedUploadsMachine } from '../../machines/uploads/unfinished-uploads/unfinished-uploads.machine.ts';
import { uploadMachine } from '../../machines/uploads/upload/upload.machine.ts';
import { uploadProcessingMachine } from '../../machines/uploads/upload-processing/upload-processing.machine.ts';
import { uploadTransferMachine } from '../../machines/uploads/upload-transfer/upload-transfer.machine.ts';
import { vocabularyMachine } from '../../machines/vocabulary/vocabulary.machine.ts';
import { webhookSettingsMachine } from '../../machines/webhooks/webhook-settings/webhook-settings.machine.ts';

/**
 * Every statechart of the app by its id, for what has only a bundle's machine ids to go on: the /support
 * page's diagrams and scripts/bundle-to-test.ts. Imported only by those (a lazy chunk and a script).
 */
export const machinesById: ReadonlyMap<string, AnyStateMachine> = new Map(
  [
    accountSecurityMachine,
    addMeetingMachine,
    answerTemplateMachine,
    auditLogMachine,
    botConfigMachine,
    botStatusMachine,
    calendarCallbackMachine,
    calendarSettingsMachine,
    calendarSyncMachine,
    crmIntegrationMachine,
    reportEditorMachine,
    reportListMachine,
    enablementDashboardMachine,
    generalSettingsMachine,
    conversationSearchMachine,
    loginMachine,
    meetingActionsMachine,
    meetingChatMachine,
    meetingDetailMachine,
    meetingListMachine,
    meetingPickerMachine,
    meetingShareMachine,
    peopleAdminMachine,
    passwordResetMachine,
    passwordUpdateMachine,
    sessionMachine,
    sharedMeetingMachine,
    signInChallengeMachine,
    signUpMachine,
    ssoCallbackMachine,
    ssoMachine,
    teamAdminMachine,
    templateEditorMachine,
    templateListMachine,
    transcriptMachine,
    unfinishedUploadsMachine,
    uploadMachine,
    uploadProcessingMachine,
    uploadTransferMachine,
    vocabularyMachine,
    webhookSettingsMachine,
  ].map((machine): [string, AnyStateMachine] => [machine.id, machine]),
);
