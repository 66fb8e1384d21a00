/** The admin: a code instead of an account, a separate 12-hour session, and the users list. */
import { asc, eq } from 'drizzle-orm';
import type { AdminUserRow } from '@shared/api/admin';
import type { Db } from '../../db/client';
import { adminSessions, users } from '../../db/schema';
import { verifyAdminCode } from '../../lib/admin-code';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../session/account';

export const ADMIN_COOKIE = 'admin_session';
const LIFETIME = 12 * 60 * 60 * 1000;

export interface AdminDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  configuredCode: string | null;
}

export async function adminLogin(deps: AdminDeps, code: string, ip: string): Promise<{ token: string; expiresAt: Date }> {
  // Per address only: one global key would let anyone lock the admin out with a few wrong codes.
  // The code itself (generated: 20 random characters) is what makes guessing hopeless.
  await deps.limiter.hit([`admin:ip:${ip}`]);
  if (!(await verifyAdminCode(deps.db, deps.configuredCode, code))) throw new UnauthorizedError('Invalid code');
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + LIFETIME);
  await deps.db.insert(adminSessions).values({ id: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export async function isAdminSession(deps: Pick<AdminDeps, 'db' | 'clock'>, token: unknown): Promise<boolean> {
  if (typeof token !== 'string' || token === '') return false;
  const [row] = await deps.db
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.id, hashToken(token)));
  return row !== undefined && row.expiresAt > deps.clock.now();
}

export async function adminLogout(deps: AdminDeps, token: unknown): Promise<void> {
  if (typeof token === 'string' && token) await deps.db.delete(adminSessions).where(eq(adminSessions.id, hashToken(token)));
}

/** The admin's calls other than signing in: 401 without a live admin session. */
export async function requireAdmin(deps: Pick<AdminDeps, 'db' | 'clock'>, token: unknown): Promise<void> {
  if (!(await isAdminSession(deps, token))) throw new UnauthorizedError('Admin access required');
}

export const toAdminUserRow = (u: UserRow): AdminUserRow => ({
  id: u.id,
  username: u.username,
  email: u.email || null,
  isEmailVerified: u.isEmailVerified,
  firstName: u.firstName,
  lastName: u.lastName,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
  disabledAt: u.disabledAt?.toISOString() ?? null,
});

export async function listUsers(db: Db): Promise<AdminUserRow[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  return rows.map(toAdminUserRow);
}
