export type RouteParams = Record<string, string>;

/** Drops a trailing slash so '/meetings/' and '/meetings' are the same place; the root stays '/'. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Matches a route pattern with `:name` segments against a path; null when it does not match. */
export function matchPath(pattern: string, path: string): RouteParams | null {
  const patternSegments = pattern.split('/');
  const pathSegments = normalizePath(path).split('/');
  if (patternSegments.length !== pathSegments.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of patternSegments.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        // A malformed escape cannot name anything: treat the path as unknown.
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}
