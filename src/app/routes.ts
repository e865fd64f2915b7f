import type { CompanyFeature } from '../api-contract/company-features.ts';
import { pathTo, rootPath, type RoutePattern } from '../domain/route-paths.ts';
import { lazyPage, type LazyPage } from './lazy-page.ts';

/** Spec section 6: 'admin' needs isAdmin; 'user' is everyone's. An empty list opens the route to all. */
export type Authority = 'admin' | 'user';
/** public: no session needed; authenticated: signed in; teamLeader: signed in and a team admin or master. */
export type RouteGuard = 'public' | 'authenticated' | 'teamLeader';
/** blank for public routes (no footer); preferred: the layout type of the user's theme preference. */
export type RouteLayout = 'blank' | 'preferred';

type RouteBase = {
  /** One of src/domain/route-paths.ts, so links and the table name the same addresses. */
  path: RoutePattern;
  /** i18n key of the page title (namespace 'pages'). */
  titleKey: string;
  authority: readonly Authority[];
  guard: RouteGuard;
  layout: RouteLayout;
  /** The company feature the page belongs to: with it off, the route is not offered and sends to /meetings. */
  feature?: CompanyFeature;
};
export type PageRoute = RouteBase & { page: LazyPage };
export type RedirectRoute = RouteBase & { redirectTo: RoutePattern };
export type AppRoute = PageRoute | RedirectRoute;

// Each page is its own chunk, so a route's first load carries only what it shows.
const LoginPage = lazyPage(() => import('../views/auth/login/LoginPage.tsx'));
const MeetingsPage = lazyPage(() => import('../views/meetings/meeting-list/MeetingsPage.tsx'));
const AccessDeniedPage = lazyPage(() => import('../views/shell/access-denied/AccessDeniedPage.tsx'));
const MaintenancePage = lazyPage(() => import('../views/shell/maintenance/MaintenancePage.tsx'));
const SsoPage = lazyPage(() => import('../views/auth/sso/SsoPage.tsx'));
const SsoCallbackPage = lazyPage(() => import('../views/auth/sso-callback/SsoCallbackPage.tsx'));
const ForgotPasswordPage = lazyPage(() => import('../views/auth/forgot-password/ForgotPasswordPage.tsx'));
const SignUpPage = lazyPage(() => import('../views/auth/sign-up/SignUpPage.tsx'));
const ResetPasswordPage = lazyPage(() => import('../views/auth/reset-password/ResetPasswordPage.tsx'));
const UpdatePasswordPage = lazyPage(() => import('../views/auth/update-password/UpdatePasswordPage.tsx'));
const MeetingDetailPage = lazyPage(() => import('../views/meetings/meeting-detail/MeetingDetailPage.tsx'));
const SharedMeetingPage = lazyPage(() => import('../views/sharing/shared-meeting/SharedMeetingPage.tsx'));
const TemplatesPage = lazyPage(() => import('../views/templates/TemplatesPage.tsx'));
const BotConfigPage = lazyPage(() => import('../views/bot/bot-config/BotConfigPage.tsx'));
const AccountSecurityPage = lazyPage(() => import('../views/auth/account-security/AccountSecurityPage.tsx'));
const GeneralSettingsPage = lazyPage(
  () => import('../views/settings/general-settings/GeneralSettingsPage.tsx'),
);
const EnablementPage = lazyPage(() => import('../views/enablement/EnablementPage.tsx'));
const IntegrationsPage = lazyPage(() => import('../views/integrations/IntegrationsPage.tsx'));
const ReportsPage = lazyPage(() => import('../views/daily-reports/ReportsPage.tsx'));
const ReportDetailPage = lazyPage(() => import('../views/daily-reports/ReportDetailPage.tsx'));
const CalendarCallbackPage = lazyPage(
  () => import('../views/calendar/calendar-callback/CalendarCallbackPage.tsx'),
);
const CalendarSettingsPage = lazyPage(() => import('../views/calendar/CalendarSettingsPage.tsx'));
const CalendarSyncPage = lazyPage(() => import('../views/calendar/CalendarSyncPage.tsx'));
const PeopleAdminPage = lazyPage(() => import('../views/people/people-admin/PeopleAdminPage.tsx'));
const SearchPage = lazyPage(() => import('../views/search/conversation-search/SearchPage.tsx'));
const SupportPage = lazyPage(() => import('../views/inspector/support/SupportPage.tsx'));

const open = [] as const;
const adminOnly = ['admin'] as const;
const calendar = { feature: 'calendar' } as const;

function publicRoute(path: RoutePattern, titleKey: string, page: LazyPage): PageRoute {
  return { path, titleKey, authority: open, guard: 'public', layout: 'blank', page };
}

function appRoute(
  path: RoutePattern,
  titleKey: string,
  extra: Partial<PageRoute> & Pick<PageRoute, 'page'>,
): PageRoute {
  return { path, titleKey, authority: open, guard: 'authenticated', layout: 'preferred', ...extra };
}

/** Every route of spec section 2. Static paths come before the `:id` paths that would also match them. */
export const routes: readonly AppRoute[] = [
  publicRoute('/login', 'pages:titles.login', LoginPage),
  publicRoute('/sso', 'pages:titles.sso', SsoPage),
  publicRoute('/sso-callback', 'pages:titles.ssoCallback', SsoCallbackPage),
  publicRoute('/signup', 'pages:titles.signUp', SignUpPage),
  publicRoute('/forgot-password', 'pages:titles.forgotPassword', ForgotPasswordPage),
  publicRoute('/reset-password', 'pages:titles.resetPassword', ResetPasswordPage),
  publicRoute('/s/:id', 'pages:titles.sharedMeeting', SharedMeetingPage),
  publicRoute('/maintenance', 'pages:titles.maintenance', MaintenancePage),

  // Forced before anything else, so no navigation around it: the login page's blank layout.
  appRoute('/update-password', 'pages:titles.updatePassword', { page: UpdatePasswordPage, layout: 'blank' }),
  appRoute('/meetings', 'pages:titles.meetings', { page: MeetingsPage }),
  appRoute('/meetings/authcalendar', 'pages:titles.authCalendar', {
    ...calendar,
    page: CalendarCallbackPage,
  }),
  appRoute('/meetings/authcalendaroutlook', 'pages:titles.authCalendarOutlook', {
    ...calendar,
    page: CalendarCallbackPage,
  }),
  appRoute('/meetings/synccalendar', 'pages:titles.syncCalendar', { ...calendar, page: CalendarSyncPage }),
  appRoute('/meetings/synccalendaroutlook', 'pages:titles.syncCalendarOutlook', {
    ...calendar,
    page: CalendarSyncPage,
  }),
  appRoute('/meetings/:id', 'pages:titles.meetingDetail', { page: MeetingDetailPage }),
  appRoute('/config/general', 'pages:titles.configGeneral', { page: GeneralSettingsPage }),
  appRoute('/config/calendar', 'pages:titles.configCalendar', { ...calendar, page: CalendarSettingsPage }),
  appRoute('/config/integrations', 'pages:titles.configIntegrations', {
    page: IntegrationsPage,
    feature: 'integrations',
  }),
  appRoute('/config/bot', 'pages:titles.configBot', {
    page: BotConfigPage,
    authority: adminOnly,
    feature: 'botConfig',
  }),
  // Issue 27: the company's people, teams and audit log.
  appRoute('/config/users', 'pages:titles.configUsers', { page: PeopleAdminPage, authority: adminOnly }),
  // Issue 26: MFA, passkeys and remembered devices at the identity provider.
  appRoute('/config/security', 'pages:titles.configSecurity', { page: AccountSecurityPage }),
  appRoute('/templates', 'pages:titles.templates', { page: TemplatesPage, feature: 'templates' }),
  {
    path: '/enablement',
    titleKey: 'pages:titles.enablement',
    authority: open,
    guard: 'teamLeader',
    layout: 'preferred',
    feature: 'enablement',
    redirectTo: '/enablement/dashboard',
  },
  appRoute('/enablement/dashboard', 'pages:titles.enablementDashboard', {
    guard: 'teamLeader',
    feature: 'enablement',
    page: EnablementPage,
  }),
  appRoute('/reports', 'pages:titles.reports', {
    page: ReportsPage,
    authority: adminOnly,
    feature: 'dailyReports',
  }),
  appRoute('/reports/:id', 'pages:titles.reportDetail', {
    page: ReportDetailPage,
    authority: adminOnly,
    feature: 'dailyReports',
  }),
  // Issue 29: what was said in every meeting the person may see.
  appRoute('/search', 'pages:titles.search', { page: SearchPage }),
  // Issue 13: a support bundle stepped through on the diagrams.
  appRoute('/support', 'pages:titles.support', { page: SupportPage, authority: adminOnly }),
  appRoute('/access-denied', 'pages:titles.accessDenied', { page: AccessDeniedPage }),
];

export const paths = {
  root: rootPath,
  login: pathTo('/login'),
  maintenance: pathTo('/maintenance'),
  updatePassword: pathTo('/update-password'),
  /** The authenticated entry path. */
  meetings: pathTo('/meetings'),
  accessDenied: pathTo('/access-denied'),
} as const;
