/*
 * What a failed query means for the client. Drizzle wraps driver errors (pg and PGlite alike) in an error whose
 * message holds the whole SQL and its parameters, and PostgreSQL's own messages quote the offending values
 * ('invalid input syntax for type uuid: "…"', 'Key (email)=(…) already exists'): neither may reach a client or a
 * log. Only the SQLSTATE and schema names (table, column, constraint) are safe to report.
 */

const UNIQUE_VIOLATION = '23505';

/** SQLSTATEs caused by what the client sent, and what to tell them. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '22P05': { status: 400, message: 'The request contains text the database cannot store (a NUL or invalid character)' },
  '22021': { status: 400, message: 'The request contains text that is not valid UTF-8' },
  '22P02': { status: 400, message: 'A value in the request is not in the format its field expects' },
  '22001': { status: 400, message: 'A value in the request is too long for its field' },
  '22003': { status: 400, message: 'A number in the request is out of range' },
  '22007': { status: 400, message: 'A date in the request is not valid' },
  '22008': { status: 400, message: 'A date in the request is out of range' },
  '23502': { status: 400, message: 'A required value is missing from the request' },
  '23503': { status: 409, message: 'The request refers to a record that does not exist (any more)' },
  [UNIQUE_VIOLATION]: { status: 409, message: 'This record already exists' },
  '23514': { status: 400, message: 'A value in the request is not allowed for its field' },
  '54000': { status: 400, message: 'A value in the request is too large' },
};

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable, try again shortly';

/**
 * The server is gone or refuses work: 57P01-03 (shutdown, crash recovery, starting up), 53300 (too many
 * connections) and class 08 (connection exceptions), plus the socket errors of a connection that cannot be made.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** node-postgres reports a lost or impossible connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Set on errors the database driver raised where nothing else says so (a pool that cannot connect). */
const FROM_DATABASE = Symbol('pear.fromDatabase');

/** Marks a driver error as the database's: a bare ECONNREFUSED could be any service's otherwise. */
export function markDatabaseError<E>(error: E): E {
  if (typeof error === 'object' && error !== null) Object.defineProperty(error, FROM_DATABASE, { value: true });
  return error;
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and its causes (Drizzle → driver error; an AggregateError's members for multi-address connects). */
function* errorChain(error: unknown): Generator<ErrorLike> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const link = current as ErrorLike;
    yield link;
    pending.push(link.cause);
    if (Array.isArray(link.errors)) pending.push(...(link.errors as unknown[]));
  }
}

/** The first SQLSTATE (five characters) or socket error code in the chain. */
function sqlState(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string') return link.code;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

function isUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const { code, message } = link;
    if (typeof code === 'string') {
      if (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

/**
 * Whether the error came from the database layer, so must be answered and logged as such: a Drizzle-wrapped query
 * (query and params), a pg or PGlite error (a severity next to the SQLSTATE), a marked pool error, or node-postgres's
 * own connection messages. A bare ECONNREFUSED is not enough: it may come from any other service (Stripe, the LLM).
 */
function isDatabaseError(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const candidate = link as ErrorLike & { query?: unknown; params?: unknown; severity?: unknown };
    if ('params' in candidate && 'query' in candidate) return true;
    if (FROM_DATABASE in candidate) return true;
    if (typeof candidate.severity === 'string' && typeof candidate.code === 'string') return true;
    const { message } = candidate;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

/** Schema names PostgreSQL attaches to an error: safe to log, unlike its message and detail. */
const SCHEMA_FIELDS = ['table', 'column', 'constraint', 'routine'] as const;

export type DatabaseFailure = {
  /** The answer: 4xx for what the client sent, 503 when the database is away; none (a 500) otherwise. */
  answer: { status: number; message: string } | undefined;
  /** What may be logged: the SQLSTATE or socket code and schema names, never values. */
  log: { dbCode: string | undefined } & Partial<Record<(typeof SCHEMA_FIELDS)[number], string>>;
};

/**
 * What to log about any error: a database error as its code and schema names only, anything else as `err`.
 * Use it wherever an error may come from a query (its message carries every parameter).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  return describeDatabaseError(error)?.log ?? { err: error };
}

/** How to answer and log a failed query, or undefined for an error that did not come from the database. */
export function describeDatabaseError(error: unknown): DatabaseFailure | undefined {
  if (!isDatabaseError(error)) return undefined;
  const code = sqlState(error);
  const log: DatabaseFailure['log'] = { dbCode: code };
  for (const link of errorChain(error)) {
    for (const field of SCHEMA_FIELDS) {
      const value = (link as Record<string, unknown>)[field];
      if (typeof value === 'string' && log[field] === undefined) log[field] = value;
    }
  }
  if (isUnavailable(error)) return { answer: { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE }, log };
  return { answer: code ? CLIENT_ERRORS[code] : undefined, log };
}
