import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';

/**
 * The identity platform's error answer (https://learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow,
 * "Error response"): an OAuth error code, a description starting with its AADSTS number
 * (https://learn.microsoft.com/entra/identity-platform/reference-error-codes), and trace fields.
 */
export function tokenError(
  c: Context,
  status: 400 | 401,
  error: string,
  aadsts: number,
  description: string,
) {
  const traceId = randomUUID();
  const correlationId = randomUUID();
  const timestamp = new Date()
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');
  return c.json(
    {
      error,
      error_description: `AADSTS${aadsts}: ${description} Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${timestamp}`,
      error_codes: [aadsts],
      timestamp,
      trace_id: traceId,
      correlation_id: correlationId,
      error_uri: `https://login.microsoftonline.com/error?code=${aadsts}`,
    },
    status,
  );
}

/** Microsoft Graph's error body (https://learn.microsoft.com/graph/errors). */
export function graphError(c: Context, status: 400 | 401 | 403, code: string, message: string) {
  return c.json(
    {
      error: {
        code,
        message,
        innerError: {
          date: new Date().toISOString().replace(/\.\d+Z$/, ''),
          'request-id': randomUUID(),
          'client-request-id': randomUUID(),
        },
      },
    },
    status,
  );
}
