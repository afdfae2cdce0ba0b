/** Telling the database's answers apart (SQLite and PostgreSQL). */

/**
 * True when a statement was refused for the data it carried (a bad value, a broken constraint): the same
 * statement without that row would work. PostgreSQL classes 22 (data exception) and 23 (integrity
 * constraint violation); SQLite's constraint, type and size errors. Connection and server failures are not.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^2[23][0-9A-Z]{3}$/.test(code) || /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/.test(code);
}
