import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** The quoted tags an If-None-Match header lists (a weak `W/` prefix does not count: weak comparison). */
const listedTags = (header: string): string[] => header.match(/"[^"]*"/g) ?? [];

/**
 * A JSON answer with a weak ETag of its bytes, or a bodiless 304 when the request's If-None-Match already
 * names it: the browser's cache revalidates the SPA's polls of the meeting list and of a meeting (ky's fetch
 * keeps the answers and sends their ETag back by itself). Hashed with node's synchronous SHA-1 over the text
 * already in hand, where hono's `etag` middleware cloned the answer's stream and digested it through
 * WebCrypto's thread pool (1.5 s of an 87 s profile under 128 people, docs/benchmarks.md). The tag only tells
 * versions of an answer apart, so SHA-1 is enough.
 */
export function jsonWithETag(c: Context, text: string): Response {
  const tag = `"${createHash('sha1').update(text, 'utf8').digest('base64url')}"`;
  c.header('ETag', `W/${tag}`);
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined && (ifNoneMatch.trim() === '*' || listedTags(ifNoneMatch).includes(tag)))
    return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  return c.body(text, 200);
}
