/**
 * The database cannot be reached (PostgreSQL restarting, stopped, or its connections cut). Not the caller's
 * fault and not a bug: the app answers 503 and serves again as soon as the pool reconnects.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
  }
}

// Node's socket errors while connecting or talking to the server.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// PostgreSQL's: class 08 (connection exception); 57P01-57P03 (shutting down, crashed, starting up).
const serverCodes = /^(08|57P0[123])/;
// node-postgres says these in words only: a connection that died under a query, or never opened in time.
const driverMessages = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || serverCodes.test(code))) return true;
  if (driverMessages.test(error.message)) return true;
  // An AggregateError (Node tries each address of localhost) carries the socket errors inside.
  return error instanceof AggregateError && error.errors.some(isConnectionFailure);
}

/** Runs `work`, turning a lost database connection into DatabaseUnavailableError. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}
