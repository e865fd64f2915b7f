import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiProblem } from './errors.ts';

/**
 * Refuses a request body over `maxBytes` (a 400 with `message`) while it arrives, before it is read into
 * memory; mount it on the route that reads a form file.
 */
export const formBodyLimit = (maxBytes: number, message: string) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiProblem(400, message);
    },
  });

/**
 * The bytes of the file sent in multipart field `field`, or undefined when there is none (no form, another
 * field, a text value): the service says in Portuguese what was missing, after it checked who is asking.
 */
export async function readFormFile(c: Context, field: string): Promise<Uint8Array | undefined> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = form[field];
  return file instanceof File ? new Uint8Array(await file.arrayBuffer()) : undefined;
}
