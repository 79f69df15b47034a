/** True when the error (from node-postgres or PGlite, wrapped by the ORM or not) carries this SQLSTATE. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === state) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** PostgreSQL's deadlock_detected (40P01): the server rolled this transaction back to break a lock cycle. */
export const isDeadlock = (error: unknown): boolean => hasSqlState(error, '40P01');

/** PostgreSQL's check_violation (23514): a CHECK constraint or a trigger refused the row. */
export const isCheckViolation = (error: unknown): boolean => hasSqlState(error, '23514');
