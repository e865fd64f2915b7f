/**
 * The /api operations the product specification (section 7, "Calls") does not define: this backend's
 * extensions. The one list of them (issue 28): the OpenAPI document marks each operation it names as an
 * extension and prints its reason, and with `API_EXTENSIONS=off` (server/http/extensions-off.ts) every
 * entry whose `whenOff` is `'not-found'` answers 404 exactly as an unknown route does, so the app can be
 * run against what a backend built to the spec alone would answer.
 *
 * `path` is the route's pattern as Hono lists it (`app.routes`), `/api` prefix included. An entry kept
 * when extensions are off (`whenOff: 'kept'`) is no call of the app's contract: it is this backend's
 * stand-in for an outside service (object storage's signed URLs, the bot provider's webhooks, the
 * browser's CSP reports), which a production deployment has in some other form.
 */
export type ApiExtension = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  /** Why the operation exists, in one sentence. */
  reason: string;
  whenOff: 'not-found' | 'kept';
};

const signIn: ApiExtension[] = [
  {
    method: 'POST',
    path: '/api/auth/basic-login',
    reason:
      'The backend basic-login fallback of spec sections 1 and 4 (login step 2); the spec names the call but not its path, so this one is our choice.',
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/auth/sso-provider',
    reason:
      'Finds the single sign-on provider for an e-mail domain (spec section 5 says the domain decides it, not where the mapping lives), so the app holds no list of customer domains.',
    whenOff: 'not-found',
  },
];

const sharing: ApiExtension[] = [
  {
    method: 'GET',
    path: '/api/meetings/:id/share',
    reason:
      "Reads a meeting's public link settings for the share panel; the spec shows the shared view but no call that makes a link.",
    whenOff: 'not-found',
  },
  {
    method: 'PUT',
    path: '/api/meetings/:id/share',
    reason:
      "Turns on a meeting's public link with its password, which the spec's shared view needs someone to have made.",
    whenOff: 'not-found',
  },
  {
    method: 'PATCH',
    path: '/api/meetings/:id/share',
    reason: "Changes what a meeting's public link shows (transcript, summary, answers) or its password.",
    whenOff: 'not-found',
  },
  {
    method: 'DELETE',
    path: '/api/meetings/:id/share',
    reason: "Turns a meeting's public link off, so a link once shared can be withdrawn.",
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/share/meeting',
    reason:
      "The shared view's title, transcript and answers (spec section 1: the shared view has a transcript tab), which GET /api/share/video alone does not carry.",
    whenOff: 'not-found',
  },
];

const calendar: ApiExtension[] = [
  {
    method: 'GET',
    path: '/api/calendar/status',
    reason:
      'Which calendars are connected and when each last synchronised, for the calendar settings page without reloading the whole user.',
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/calendar/google/authorize-url',
    reason:
      "Google's consent address with this server's client id and a state it can check, so the app holds no OAuth client configuration.",
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/calendar/outlook/authorize-url',
    reason:
      "Microsoft's consent address with this server's client id and a PKCE challenge, so the app holds no OAuth client configuration.",
    whenOff: 'not-found',
  },
];

const meetings: ApiExtension[] = [
  {
    method: 'GET',
    path: '/api/meetings/:id/coaching',
    reason:
      "One meeting's coaching metrics (talk ratio, monologues, questions, pace) and the moments outside their target band, computed from the transcript's timed segments.",
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/search',
    reason:
      "Searches what was said, the titles, participants, summaries and template answers of every meeting the caller may see (issue 29); the spec's list searches titles and participants only.",
    whenOff: 'not-found',
  },
];

const uploads: ApiExtension[] = [
  {
    method: 'POST',
    path: '/api/upload/:id/part-urls',
    reason:
      'Signed addresses for the parts of a multipart upload, so a large recording survives a dropped connection part by part (S3 multipart).',
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/upload/:id/parts',
    reason:
      'The parts of a multipart upload already stored, so an interrupted upload resumes where it stopped.',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/upload/:id/parts',
    reason:
      "Records one stored part of a multipart upload with its ETag, as S3's CompleteMultipartUpload needs.",
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/upload/unfinished',
    reason:
      "The caller's uploads whose file never fully arrived, with what the server holds of each, so an upload survives a closed tab or another browser and resumes when the same file is chosen again.",
    whenOff: 'not-found',
  },
];

const settings: ApiExtension[] = [
  {
    method: 'POST',
    path: '/api/templates/:id/duplicate',
    reason: 'Copies a template with its questions in one call, instead of one call per question.',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/users/integrations/webhook/test',
    reason:
      'Sends a sample meeting to the configured webhook, so a user sees the address works before a real meeting ends.',
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/daily-report-config/options',
    reason:
      "The company's teams and people a daily report may cover, for the report form (the spec does not show a report's fields).",
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/daily-report-config/:id/send-test',
    reason:
      'Sends one report now to the administrator (spec section 2: the reports page has an e-mail option), so its content can be checked.',
    whenOff: 'not-found',
  },
];

const administration: ApiExtension[] = [
  {
    method: 'GET',
    path: '/api/admin/users',
    reason:
      "The company's people with their teams and state, for the administrator's people page; the spec shows no way to add or remove users.",
    whenOff: 'not-found',
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    reason: "Changes a person's name or administrator flag.",
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/admin/users/invitations',
    reason: 'Invites people by e-mail into the company.',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/invitation',
    reason: 'Sends a pending invitation again.',
    whenOff: 'not-found',
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id/invitation',
    reason: 'Withdraws a pending invitation.',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/deactivate',
    reason: 'Stops a person from signing in while keeping their meetings.',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/reactivate',
    reason: 'Lets a deactivated person sign in again.',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/meetings/move',
    reason: "Hands a departing person's meetings to someone else of the company.",
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/admin/teams',
    reason:
      'The teams with their members and roles, for the administrator (the spec reads teams but shows no way to form them).',
    whenOff: 'not-found',
  },
  {
    method: 'POST',
    path: '/api/admin/teams',
    reason: 'Creates a team.',
    whenOff: 'not-found',
  },
  {
    method: 'PATCH',
    path: '/api/admin/teams/:id',
    reason: 'Renames a team.',
    whenOff: 'not-found',
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:id',
    reason: 'Removes a team.',
    whenOff: 'not-found',
  },
  {
    method: 'PUT',
    path: '/api/admin/teams/:id/members/:userId',
    reason: 'Adds a person to a team or changes their team role (the leadership spec section 6 reads).',
    whenOff: 'not-found',
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:id/members/:userId',
    reason: 'Takes a person off a team.',
    whenOff: 'not-found',
  },
  {
    method: 'GET',
    path: '/api/admin/audit-log',
    reason: 'Who changed what in the company (people, teams, shares, settings), for administrators.',
    whenOff: 'not-found',
  },
];

/** This backend's stand-ins for outside services: no call of the app's contract, kept when extensions are off. */
const standIns: ApiExtension[] = [
  {
    method: 'PUT',
    path: '/api/files/uploads/:id',
    reason:
      "The signed upload address an upload's uploadUrl points at (object storage's presigned PUT in production); the app never builds it.",
    whenOff: 'kept',
  },
  {
    method: 'GET',
    path: '/api/files/media/:id/:kind',
    reason:
      "The signed recording address the video and voip url calls hand out (a CDN's signed URL in production); the app never builds it.",
    whenOff: 'kept',
  },
  {
    method: 'GET',
    path: '/api/files/shared/:shareId/:kind',
    reason: 'The signed recording address GET /api/share/video hands a guest; the app never builds it.',
    whenOff: 'kept',
  },
  {
    method: 'GET',
    path: '/api/files/bot-images/:companyId/:imageId',
    reason:
      "The bot image's address the bot config answers with (object storage in production); the app never builds it.",
    whenOff: 'kept',
  },
  {
    method: 'POST',
    path: '/api/webhooks/recall',
    reason:
      "The bot provider's (Recall.ai's) signed status webhooks; called by the provider, never by the app.",
    whenOff: 'kept',
  },
  {
    method: 'POST',
    path: '/api/csp-report',
    reason:
      "Where browsers report violations of this server's Content-Security-Policy; posted by the browser, never by the app.",
    whenOff: 'kept',
  },
  {
    method: 'GET',
    path: '/api/csp-report',
    reason:
      'The last Content-Security-Policy reports, listed to this machine only (tests); never called by the app.',
    whenOff: 'kept',
  },
];

/** This API's own description (issue 28 item 1): the spec describes none; kept when extensions are off. */
const reference: ApiExtension[] = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    reason: "This API's OpenAPI 3.1 document, generated from the zod schemas the server and the app share.",
    whenOff: 'kept',
  },
  {
    method: 'GET',
    path: '/api/docs',
    reason: 'A browsable reference of the OpenAPI document (Swagger UI, served by this server).',
    whenOff: 'kept',
  },
  {
    method: 'GET',
    path: '/api/docs/:asset',
    reason: "The browsable reference's script and style, served by this server (no CDN).",
    whenOff: 'kept',
  },
];

export const apiExtensions: readonly ApiExtension[] = [
  ...signIn,
  ...sharing,
  ...calendar,
  ...meetings,
  ...uploads,
  ...settings,
  ...administration,
  ...standIns,
  ...reference,
];
