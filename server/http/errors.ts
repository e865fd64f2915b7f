import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiErrorSchema, type ApiError } from '../../src/api-contract/error.ts';
import { DomainError } from '../domain-errors/domain-error.ts';
import { domainErrorStatus } from './domain-error-statuses.ts';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export type ProblemIssue = NonNullable<ApiError['issues']>[number];

/**
 * A request the caller got wrong, said in HTTP terms (a bad body or query from read-request.ts, a missing
 * token): the edge's own refusals. The domain throws a DomainError instead.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** What exactly was wrong with the request, field by field (a 400 from read-request.ts). */
    readonly issues?: ProblemIssue[],
  ) {
    super(message);
  }
}

export function problemBody(status: number, message: string, issues?: ApiError['issues']): ApiError {
  return apiErrorSchema.parse({ status, title: titles[status] ?? 'Error', message, issues });
}

/**
 * `app.onError`: every error becomes a JSON body matching apiErrorSchema; stacks stay in the server log. A
 * domain refusal (DomainError) is answered with its code's status and catalogue sentence; a request the
 * caller got wrong is an ApiProblem (read-request.ts turns bad bodies and queries into one); any other
 * error, a ZodError from a provider's reply included, is ours: 500.
 */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof DomainError) {
    const status = domainErrorStatus[error.code];
    return c.json(problemBody(status, error.message), status);
  }
  if (error instanceof ApiProblem) {
    return c.json(problemBody(error.status, error.message, error.issues), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json(problemBody(error.status, error.message || titles[error.status] || 'Error'), error.status);
  }
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json(problemBody(500, 'Erro interno do servidor.'), 500);
}

/** Seconds a client waits before trying again when a dependency (the database) is away. */
const unavailableRetrySeconds = 5;

/** A dependency is away (the database restarting): nothing was done, the same request can be sent again. */
export function answerUnavailable(c: Context): Response {
  c.header('Retry-After', String(unavailableRetrySeconds));
  return c.json(problemBody(503, 'Serviço temporariamente indisponível. Tente novamente em instantes.'), 503);
}

export function answerNotFound(c: Context): Response {
  return c.json(problemBody(404, 'Recurso não encontrado.'), 404);
}
