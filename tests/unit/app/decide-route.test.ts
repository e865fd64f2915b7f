import { describe, expect, it } from 'vitest';
import { decideRoute, mayOpen, type RouteDecision } from '../../../src/app/decide-route.ts';
import { routes, type AppRoute } from '../../../src/app/routes.ts';
import type { RouteSession } from '../../../src/machines/auth/session/selectors.ts';
import { allCompanyFeatures } from '../../../src/api-contract/company-features.ts';

const initializing: RouteSession = {
  status: 'initializing',
  isUserDataComplete: false,
  resetPassword: false,
  isAdmin: false,
  teamRoles: [],
  features: allCompanyFeatures,
};
const visitor: RouteSession = { ...initializing, status: 'unauthenticated' };
const seller: RouteSession = {
  ...initializing,
  status: 'authenticated',
  isUserDataComplete: true,
  teamRoles: ['member'],
};
const incomplete: RouteSession = { ...seller, isUserDataComplete: false };
const mustReset: RouteSession = { ...seller, resetPassword: true };
const admin: RouteSession = { ...seller, isAdmin: true };
const leader: RouteSession = { ...seller, teamRoles: ['member', 'Admin'] };
const master: RouteSession = { ...seller, teamRoles: ['MASTER'] };
/** Of a company that turned off its dashboard, daily reports, calendar and templates (the seed's other company has the first three off). */
const trimmed = {
  ...allCompanyFeatures,
  enablement: false,
  dailyReports: false,
  calendar: false,
  templates: false,
};
const trimmedLeader: RouteSession = { ...leader, features: trimmed };
const trimmedAdmin: RouteSession = { ...admin, features: trimmed };

const off = { maintenanceMode: false };
const on = { maintenanceMode: true };

/** What a decision comes down to, so a row can name it in one string. */
function outcome(decision: RouteDecision): string {
  if (decision.kind === 'redirect') return `redirect ${decision.to}`;
  if (decision.kind === 'loading') return 'loading';
  return `render ${decision.route.path}${Object.keys(decision.params).length ? ` ${JSON.stringify(decision.params)}` : ''}`;
}

type Row = [
  rule: string,
  path: string,
  search: string,
  session: RouteSession,
  config: typeof off,
  expected: string,
];

const rows: Row[] = [
  // Unauthenticated visitors on protected paths go to /login, carrying where they were going.
  [
    'protected path signed out -> login with redirectUrl',
    '/config/general',
    '',
    visitor,
    off,
    'redirect /login?redirectUrl=%2Fconfig%2Fgeneral',
  ],
  [
    'protected path signed out keeps the query in redirectUrl',
    '/meetings/42',
    '?tab=chat',
    visitor,
    off,
    'redirect /login?redirectUrl=%2Fmeetings%2F42%3Ftab%3Dchat',
  ],
  [
    'admin-only path signed out -> login before any authority check',
    '/config/bot',
    '',
    visitor,
    off,
    'redirect /login?redirectUrl=%2Fconfig%2Fbot',
  ],
  ['root signed out -> login without redirectUrl', '/', '', visitor, off, 'redirect /login'],
  // Authenticated users on public routes go to the safe redirectUrl or /meetings.
  ['public route signed in -> /meetings', '/login', '', seller, off, 'redirect /meetings'],
  [
    'public route signed in -> same-origin redirectUrl',
    '/login',
    '?redirectUrl=%2Fconfig%2Fgeneral',
    seller,
    off,
    'redirect /config/general',
  ],
  [
    'public route signed in ignores a protocol-relative redirectUrl',
    '/login',
    '?redirectUrl=%2F%2Fevil.example',
    seller,
    off,
    'redirect /meetings',
  ],
  [
    'public route signed in ignores a backslash redirectUrl',
    '/login',
    '?redirectUrl=%2F%5Cevil.example',
    seller,
    off,
    'redirect /meetings',
  ],
  [
    'public route signed in ignores an absolute redirectUrl',
    '/login',
    '?redirectUrl=https%3A%2F%2Fevil.example',
    seller,
    off,
    'redirect /meetings',
  ],
  [
    'other public routes signed in -> /meetings too',
    '/forgot-password',
    '',
    seller,
    off,
    'redirect /meetings',
  ],
  ['/sso signed in -> /meetings', '/sso', '', seller, off, 'redirect /meetings'],
  ['shared meeting view stays open when signed in', '/s/abc', '', seller, off, 'render /s/:id {"id":"abc"}'],
  ['shared meeting view open when signed out', '/s/abc', '', visitor, off, 'render /s/:id {"id":"abc"}'],
  ['public route signed out renders', '/forgot-password', '', visitor, off, 'render /forgot-password'],
  ['sign-up signed out renders', '/signup', '', visitor, off, 'render /signup'],
  ['sign-up signed in (just signed up) -> /meetings', '/signup', '', seller, off, 'redirect /meetings'],
  ['login signed out renders', '/login', '?redirectUrl=%2Fmeetings', visitor, off, 'render /login'],
  // resetPassword forces /update-password.
  [
    'resetPassword forces /update-password from a protected path',
    '/meetings',
    '',
    mustReset,
    off,
    'redirect /update-password',
  ],
  [
    'resetPassword forces /update-password from the root',
    '/',
    '',
    mustReset,
    off,
    'redirect /update-password',
  ],
  [
    'resetPassword forces /update-password from a public route',
    '/login',
    '?redirectUrl=%2Fmeetings',
    mustReset,
    off,
    'redirect /update-password',
  ],
  [
    'resetPassword renders /update-password itself',
    '/update-password',
    '',
    mustReset,
    off,
    'render /update-password',
  ],
  // Loading while user data is incomplete, except on /s/* and /login.
  ['initializing on a protected path -> loading', '/meetings', '', initializing, off, 'loading'],
  ['authenticated with incomplete user data -> loading', '/meetings', '', incomplete, off, 'loading'],
  ['initializing at the root -> loading', '/', '', initializing, off, 'loading'],
  [
    'initializing on a public route other than /login -> loading',
    '/forgot-password',
    '',
    initializing,
    off,
    'loading',
  ],
  ['initializing on /login renders the login page', '/login', '', initializing, off, 'render /login'],
  [
    'initializing on /s/* renders the shared view',
    '/s/xyz',
    '',
    initializing,
    off,
    'render /s/:id {"id":"xyz"}',
  ],
  // Unknown paths go to the root.
  ['unknown path -> root', '/nowhere', '', seller, off, 'redirect /'],
  ['unknown nested path -> root', '/meetings/1/extra', '', visitor, off, 'redirect /'],
  // The root is the authenticated entry.
  ['root signed in -> /meetings', '/', '', seller, off, 'redirect /meetings'],
  // /enablement is guarded by team role admin or master, case-insensitive.
  [
    'enablement dashboard for a seller -> /meetings',
    '/enablement/dashboard',
    '',
    seller,
    off,
    'redirect /meetings',
  ],
  [
    'enablement dashboard for a team admin (any case)',
    '/enablement/dashboard',
    '',
    leader,
    off,
    'render /enablement/dashboard',
  ],
  [
    'enablement dashboard for a team master (any case)',
    '/enablement/dashboard',
    '',
    master,
    off,
    'render /enablement/dashboard',
  ],
  [
    'declared /enablement goes to the dashboard for a leader',
    '/enablement',
    '',
    leader,
    off,
    'redirect /enablement/dashboard',
  ],
  ['declared /enablement for a seller -> /meetings', '/enablement', '', seller, off, 'redirect /meetings'],
  [
    'isAdmin alone does not open the enablement dashboard',
    '/enablement/dashboard',
    '',
    admin,
    off,
    'redirect /meetings',
  ],
  // Maintenance flag.
  ['maintenance on: every path -> /maintenance', '/meetings', '', seller, on, 'redirect /maintenance'],
  ['maintenance on: the root -> /maintenance', '/', '', visitor, on, 'redirect /maintenance'],
  ['maintenance on: /maintenance renders', '/maintenance', '', visitor, on, 'render /maintenance'],
  [
    'maintenance on: /maintenance renders even while initializing',
    '/maintenance',
    '',
    initializing,
    on,
    'render /maintenance',
  ],
  ['maintenance off: /maintenance -> root', '/maintenance', '', seller, off, 'redirect /'],
  // Admin-only routes (section 6).
  [
    'admin-only /config/bot for a seller -> /access-denied',
    '/config/bot',
    '',
    seller,
    off,
    'redirect /access-denied',
  ],
  [
    'admin-only /reports for a seller -> /access-denied',
    '/reports',
    '',
    seller,
    off,
    'redirect /access-denied',
  ],
  [
    'admin-only /reports/:id for a seller -> /access-denied',
    '/reports/7',
    '',
    seller,
    off,
    'redirect /access-denied',
  ],
  ['admin-only /config/bot for an admin renders', '/config/bot', '', admin, off, 'render /config/bot'],
  [
    'admin-only /reports/:id for an admin renders with params',
    '/reports/7',
    '',
    admin,
    off,
    'render /reports/:id {"id":"7"}',
  ],
  // Empty authority lists are open to every authenticated user.
  ['open route for a seller renders', '/config/general', '', seller, off, 'render /config/general'],
  ['/access-denied renders for a signed-in user', '/access-denied', '', seller, off, 'render /access-denied'],
  [
    'static meeting paths win over /meetings/:id',
    '/meetings/synccalendar',
    '',
    seller,
    off,
    'render /meetings/synccalendar',
  ],
  ['meeting detail carries its id', '/meetings/m-1', '', seller, off, 'render /meetings/:id {"id":"m-1"}'],
  ['a trailing slash names the same route', '/templates/', '', seller, off, 'render /templates'],
  // Company features: a page of a feature that is off sends to the entry, whoever asks.
  ['templates off -> meetings', '/templates', '', trimmedLeader, off, 'redirect /meetings'],
  [
    'enablement off -> meetings, even for a leader',
    '/enablement/dashboard',
    '',
    trimmedLeader,
    off,
    'redirect /meetings',
  ],
  [
    'the declared /enablement with it off -> meetings',
    '/enablement',
    '',
    trimmedLeader,
    off,
    'redirect /meetings',
  ],
  [
    'daily reports off -> meetings, even for an admin',
    '/reports/7',
    '',
    trimmedAdmin,
    off,
    'redirect /meetings',
  ],
  ['calendar off -> meetings', '/meetings/synccalendar', '', trimmedLeader, off, 'redirect /meetings'],
  ['calendar settings off -> meetings', '/config/calendar', '', trimmedLeader, off, 'redirect /meetings'],
  [
    'a page of a feature still on renders',
    '/config/integrations',
    '',
    trimmedLeader,
    off,
    'render /config/integrations',
  ],
  [
    'general settings belong to no feature',
    '/config/general',
    '',
    trimmedAdmin,
    off,
    'render /config/general',
  ],
  [
    'signed out, a feature page still goes to login first',
    '/templates',
    '',
    { ...visitor, features: trimmed },
    off,
    'redirect /login?redirectUrl=%2Ftemplates',
  ],
];

describe('decideRoute', () => {
  it.each(rows)('%s', (_rule, path, search, session, config, expected) => {
    expect(outcome(decideRoute({ path, search }, session, config))).toBe(expected);
  });

  it('declares every route of spec section 2', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      [
        '/login',
        '/sso',
        '/sso-callback',
        '/forgot-password',
        '/reset-password',
        '/signup',
        '/s/:id',
        '/maintenance',
        '/update-password',
        '/meetings',
        '/meetings/authcalendar',
        '/meetings/authcalendaroutlook',
        '/meetings/synccalendar',
        '/meetings/synccalendaroutlook',
        '/meetings/:id',
        '/config/general',
        '/config/calendar',
        '/config/integrations',
        '/config/bot',
        '/config/users',
        '/config/security',
        '/templates',
        '/enablement',
        '/enablement/dashboard',
        '/reports',
        '/reports/:id',
        '/search',
        '/support',
        '/access-denied',
      ].sort(),
    );
  });
});

type MayOpenRow = [rule: string, path: string, session: RouteSession, expected: boolean];

const mayOpenRows: MayOpenRow[] = [
  ['an open route for a seller', '/meetings', seller, true],
  ['a trailing slash names the same route', '/templates/', seller, true],
  ['the leaders-only dashboard for a seller', '/enablement/dashboard', seller, false],
  ['the leaders-only dashboard for a team admin', '/enablement/dashboard', leader, true],
  ['the leaders-only dashboard for a team master', '/enablement/dashboard', master, true],
  ['the leaders-only dashboard for an isAdmin user who leads no team', '/enablement/dashboard', admin, false],
  ['the declared /enablement for a leader', '/enablement', leader, true],
  ['admin-only /reports for a seller', '/reports', seller, false],
  ['admin-only /reports for a team leader without isAdmin', '/reports', leader, false],
  ['admin-only /reports for an admin', '/reports', admin, true],
  ['admin-only /support for a seller', '/support', seller, false],
  ['admin-only /support for an admin', '/support', admin, true],
  ['admin-only /reports/:id for an admin', '/reports/7', admin, true],
  ['admin-only /config/bot for a seller', '/config/bot', seller, false],
  ['admin-only /config/users for a seller', '/config/users', seller, false],
  ['admin-only /config/users for a team leader without isAdmin', '/config/users', leader, false],
  ['admin-only /config/users for an admin', '/config/users', admin, true],
  ['an unknown path, even for an admin', '/nowhere', admin, false],
  ['templates with the feature off', '/templates', trimmedLeader, false],
  ['the dashboard with the feature off, for a leader', '/enablement/dashboard', trimmedLeader, false],
  ['/reports with the feature off, for an admin', '/reports', trimmedAdmin, false],
  ['/config/bot with its feature still on, for an admin', '/config/bot', trimmedAdmin, true],
  ['a protected route signed out', '/meetings', visitor, false],
  ['a protected route while the session starts', '/meetings', initializing, false],
  ['a public route signed out', '/login', visitor, true],
  ['the shared meeting view signed out', '/s/abc', visitor, true],
];

describe('mayOpen', () => {
  it.each(mayOpenRows)('%s', (_rule, path, session, expected) => {
    expect(mayOpen(path, session)).toBe(expected);
  });

  // One rule for the navigation and the gate: a signed-in user is offered exactly the pages the gate opens.
  const signedIn = { seller, leader, master, admin };
  const protectedStaticRoutes = routes.filter(
    (route) => route.guard !== 'public' && !route.path.includes(':'),
  );
  it.each(Object.entries(signedIn))(
    'agrees with decideRoute on every protected page for a %s',
    (_name, session) => {
      const opensByGate = (route: AppRoute) => {
        const decision = decideRoute({ path: route.path, search: '' }, session, off);
        return (
          decision.kind === 'render' ||
          ('redirectTo' in route && decision.kind === 'redirect' && decision.to === route.redirectTo)
        );
      };
      const byPath = (opens: (route: AppRoute) => boolean) =>
        Object.fromEntries(protectedStaticRoutes.map((route) => [route.path, opens(route)]));
      expect(byPath((route) => mayOpen(route.path, session))).toEqual(byPath(opensByGate));
    },
  );
});
