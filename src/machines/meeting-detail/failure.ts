import { isHttpError } from '../../services/http-error.ts';

/**
 * What went wrong with an action, for the user: the server's own Portuguese sentence when it sent one
 * (e.g. "Somente o dono da reunião ou um administrador pode alterá-la."), else the request's status.
 */
export type Failure = { message: string; status: string };

export function failureOf(error: unknown): Failure {
  if (isHttpError(error))
    return { message: error.body?.message ?? error.message, status: String(error.status) };
  return { message: error instanceof Error ? error.message : String(error), status: 'UNKNOWN' };
}

export const isNotFound = (error: unknown): boolean => isHttpError(error) && error.status === 404;
