import type { Context } from 'hono';
import { z } from 'zod';
import { jsonWithETag } from './etag.ts';

/**
 * Sends `value` only after it passes its contract schema, so drift between the database and the shared
 * schemas fails loudly (500, logged) instead of reaching the SPA. A plain Error, not the ZodError itself:
 * a ZodError would be answered as the caller's 400.
 */
export function sendParsed<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  value: z.input<Schema>,
): Response {
  return c.json(parsedAnswer(c, schema, value) as z.output<Schema> & object);
}

/** `sendParsed` with a weak ETag, and a 304 for a request that names it (server/http/etag.ts). */
export function sendParsedWithETag<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  value: z.input<Schema>,
): Response {
  return jsonWithETag(c, JSON.stringify(parsedAnswer(c, schema, value)));
}

function parsedAnswer<Schema extends z.ZodType>(c: Context, schema: Schema, value: z.input<Schema>) {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Response breaks its contract on ${c.req.path}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
