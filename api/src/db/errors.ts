const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  // Drizzle wraps driver errors, so the SQLSTATE sits on `cause` (pg and PGlite alike).
  const { cause, code } = error as { cause?: { code?: unknown }; code?: unknown };
  return cause?.code ?? code;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}
