/**
 * Every address of the app (spec section 2), as the route table (src/app/routes.ts) lists them, and the one
 * way to write a link to one: `pathTo('/meetings/:id', { id })`. It lives here rather than beside the route
 * table because views, machines and services may not import src/app, and the server sends people to some of
 * these addresses too (the SSO and calendar returns, the shared meeting). A pattern that is not a route, or a
 * `:name` segment left without its value, does not compile. Alphabetical: order means nothing here (the
 * route table orders its own paths for matching).
 */
export const routePatterns = [
  '/access-denied',
  '/config/bot',
  '/config/calendar',
  '/config/general',
  '/config/integrations',
  '/config/security',
  '/config/users',
  '/enablement',
  '/enablement/dashboard',
  '/forgot-password',
  '/login',
  '/maintenance',
  '/meetings',
  '/meetings/:id',
  '/meetings/authcalendar',
  '/meetings/authcalendaroutlook',
  '/meetings/synccalendar',
  '/meetings/synccalendaroutlook',
  '/reports',
  '/reports/:id',
  '/reset-password',
  '/s/:id',
  '/search',
  '/signup',
  '/sso',
  '/sso-callback',
  '/support',
  '/templates',
  '/update-password',
] as const;

export type RoutePattern = (typeof routePatterns)[number];
/** A route with nothing to fill in: its pattern is its address. */
export type StaticRoutePattern = Exclude<RoutePattern, `${string}:${string}`>;

/** The root is no page: the app sends it on to the login or the meetings (src/app/decide-route.ts). */
export const rootPath = '/';

/** The `:name` segments of a pattern, as a union of their names (never when it has none). */
export type ParamName<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Pattern extends string> = Readonly<Record<ParamName<Pattern>, string>>;

/** A pattern without `:name` segments takes no values; one with them takes each of them. */
type PathArgs<Pattern extends string> = [ParamName<Pattern>] extends [never]
  ? []
  : [params: PathParams<Pattern>];

/** The address of a route, each `:name` segment replaced by its value, encoded. */
export function pathTo<Pattern extends RoutePattern>(pattern: Pattern, ...args: PathArgs<Pattern>): string {
  const [params] = args;
  if (!params) return pattern;
  const values: Readonly<Record<string, string>> = params;
  return pattern.replaceAll(/:([^/]+)/g, (_segment, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** An address with a query string: what a page reads from its `search` (a filter, the e-mail to prefill). */
export function withQuery(path: string, query: URLSearchParams | Readonly<Record<string, string>>): string {
  return `${path}?${new URLSearchParams(query)}`;
}
