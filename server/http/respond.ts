import type { Context } from 'hono';
import { z } from 'zod';

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
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Response breaks its contract on ${c.req.path}:\n${z.prettifyError(result.error)}`);
  }
  return c.json(result.data as z.output<Schema> & object);
}
