/** Reading database errors the same way on both drivers. */

/**
 * The constraint a write broke when it broke a unique index, else null. drizzle wraps the
 * driver's error in `cause`; postgres.js names the constraint `constraint_name`, PGlite `constraint`.
 */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint_name?: string; constraint?: string } | null;
  if (cause?.code !== '23505') return null;
  return { constraint: cause.constraint_name ?? cause.constraint ?? '' };
}

/**
 * Whether a write referred to a row that is gone (a foreign key): the account or chart it belongs
 * to was deleted while the request was under way.
 */
export function foreignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string } | null;
  return cause?.code === '23503';
}
