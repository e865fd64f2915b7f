import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiProblem, type ProblemIssue } from './errors.ts';

const malformedJsonMessage = 'Corpo da requisição não é um JSON válido.';
const invalidParametersMessage = 'Parâmetros inválidos.';

/**
 * What the 400 says when the schema refuses the request. By default the generic sentence with every issue;
 * a form whose schema speaks to the person (the upload form) answers with its first issue instead, and a
 * request with one obvious fix can name it.
 */
export type InvalidMessage = string | 'first-issue';

function issuesOf(error: z.ZodError): ProblemIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

function validated<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  invalid: InvalidMessage,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  const message = invalid === 'first-issue' ? (issues[0]?.message ?? invalidParametersMessage) : invalid;
  throw new ApiProblem(400, message, issues);
}

/**
 * The request's JSON body, validated: the one way a handler reads a body. Malformed JSON (or none) and a
 * schema failure are the caller's 400, in Portuguese, never a 500.
 */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  invalid: InvalidMessage = invalidParametersMessage,
): Promise<z.output<Schema>> {
  const body: unknown = await c.req.json().catch(() => {
    throw new ApiProblem(400, malformedJsonMessage);
  });
  return validated(schema, body, invalid);
}

/** The query string, validated the same way (a repeated key counts once, as `c.req.query()` reads it). */
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  return validated(schema, c.req.query(), invalidParametersMessage);
}
