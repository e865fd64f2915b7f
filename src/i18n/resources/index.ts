import enAccountSecurity from './en/accountSecurity.ts';
import enAddMeeting from './en/addMeeting.ts';
import enAppearance from './en/appearance.ts';
import enBotConfig from './en/botConfig.ts';
import enCalendar from './en/calendar.ts';
import enChat from './en/chat.ts';
import enCoaching from './en/coaching.ts';
import enCommon from './en/common.ts';
import enCrmIntegrations from './en/crmIntegrations.ts';
import enEnablement from './en/enablement.ts';
import enErrors from './en/errors.ts';
import enGeneralSettings from './en/generalSettings.ts';
import enGoogleCalendar from './en/googleCalendar.ts';
import enInspector from './en/inspector.ts';
import enIntegrations from './en/integrations.ts';
import enLayout from './en/layout.ts';
import enLogin from './en/login.ts';
import enMeetingDetail from './en/meetingDetail.ts';
import enMeetings from './en/meetings.ts';
import enOutlookCalendar from './en/outlookCalendar.ts';
import enPages from './en/pages.ts';
import enPeople from './en/people.ts';
import enPasswordReset from './en/passwordReset.ts';
import enSignUp from './en/signUp.ts';
import enPasswordUpdate from './en/passwordUpdate.ts';
import enReports from './en/reports.ts';
import enSearch from './en/search.ts';
import enShare from './en/share.ts';
import enSso from './en/sso.ts';
import enStatuses from './en/statuses.ts';
import enTemplates from './en/templates.ts';
import enUpload from './en/upload.ts';
import enVocabulary from './en/vocabulary.ts';
import ptAccountSecurity from './pt-BR/accountSecurity.ts';
import ptAddMeeting from './pt-BR/addMeeting.ts';
import ptAppearance from './pt-BR/appearance.ts';
import ptBotConfig from './pt-BR/botConfig.ts';
import ptCalendar from './pt-BR/calendar.ts';
import ptChat from './pt-BR/chat.ts';
import ptCoaching from './pt-BR/coaching.ts';
import ptCommon from './pt-BR/common.ts';
import ptCrmIntegrations from './pt-BR/crmIntegrations.ts';
import ptEnablement from './pt-BR/enablement.ts';
import ptErrors from './pt-BR/errors.ts';
import ptGeneralSettings from './pt-BR/generalSettings.ts';
import ptGoogleCalendar from './pt-BR/googleCalendar.ts';
import ptInspector from './pt-BR/inspector.ts';
import ptIntegrations from './pt-BR/integrations.ts';
import ptLayout from './pt-BR/layout.ts';
import ptLogin from './pt-BR/login.ts';
import ptMeetingDetail from './pt-BR/meetingDetail.ts';
import ptMeetings from './pt-BR/meetings.ts';
import ptOutlookCalendar from './pt-BR/outlookCalendar.ts';
import ptPages from './pt-BR/pages.ts';
import ptPeople from './pt-BR/people.ts';
import ptPasswordReset from './pt-BR/passwordReset.ts';
import ptSignUp from './pt-BR/signUp.ts';
import ptPasswordUpdate from './pt-BR/passwordUpdate.ts';
import ptReports from './pt-BR/reports.ts';
import ptSearch from './pt-BR/search.ts';
import ptShare from './pt-BR/share.ts';
import ptSso from './pt-BR/sso.ts';
import ptStatuses from './pt-BR/statuses.ts';
import ptTemplates from './pt-BR/templates.ts';
import ptUpload from './pt-BR/upload.ts';
import ptVocabulary from './pt-BR/vocabulary.ts';

export const resources = {
  'pt-BR': {
    addMeeting: ptAddMeeting,
    appearance: ptAppearance,
    botConfig: ptBotConfig,
    calendar: ptCalendar,
    chat: ptChat,
    coaching: ptCoaching,
    common: ptCommon,
    crmIntegrations: ptCrmIntegrations,
    enablement: ptEnablement,
    errors: ptErrors,
    generalSettings: ptGeneralSettings,
    accountSecurity: ptAccountSecurity,
    googleCalendar: ptGoogleCalendar,
    inspector: ptInspector,
    integrations: ptIntegrations,
    layout: ptLayout,
    login: ptLogin,
    meetings: ptMeetings,
    outlookCalendar: ptOutlookCalendar,
    pages: ptPages,
    people: ptPeople,
    passwordReset: ptPasswordReset,
    signUp: ptSignUp,
    passwordUpdate: ptPasswordUpdate,
    reports: ptReports,
    search: ptSearch,
    share: ptShare,
    sso: ptSso,
    statuses: ptStatuses,
    templates: ptTemplates,
    meetingDetail: ptMeetingDetail,
    upload: ptUpload,
    vocabulary: ptVocabulary,
  },
  en: {
    addMeeting: enAddMeeting,
    appearance: enAppearance,
    botConfig: enBotConfig,
    calendar: enCalendar,
    chat: enChat,
    coaching: enCoaching,
    common: enCommon,
    crmIntegrations: enCrmIntegrations,
    enablement: enEnablement,
    errors: enErrors,
    generalSettings: enGeneralSettings,
    accountSecurity: enAccountSecurity,
    googleCalendar: enGoogleCalendar,
    inspector: enInspector,
    integrations: enIntegrations,
    layout: enLayout,
    login: enLogin,
    meetings: enMeetings,
    outlookCalendar: enOutlookCalendar,
    pages: enPages,
    people: enPeople,
    passwordReset: enPasswordReset,
    signUp: enSignUp,
    passwordUpdate: enPasswordUpdate,
    reports: enReports,
    search: enSearch,
    share: enShare,
    sso: enSso,
    statuses: enStatuses,
    templates: enTemplates,
    meetingDetail: enMeetingDetail,
    upload: enUpload,
    vocabulary: enVocabulary,
  },
} as const;

export const namespaces = Object.keys(resources['pt-BR']) as (keyof (typeof resources)['pt-BR'])[];
