/**
 * The admin access code. When ADMIN_ACCESS_CODE is not set, the first start generates one, keeps
 * only its Argon2id hash in the database and shows the code once; every instance shares that hash.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';
import type { PasswordHasher } from './password-hash';

const KEY = 'admin_code_hash';

export type AdminCodeState = { source: 'env' } | { source: 'stored' } | { source: 'generated'; code: string };

export async function ensureAdminCode(db: Db, configured: string | null, passwords: PasswordHasher): Promise<AdminCodeState> {
  if (configured) return { source: 'env' };
  const existing = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, KEY));
  if (existing.length > 0) return { source: 'stored' };
  const code = newAdminCode();
  const inserted = await db
    .insert(appSettings)
    .values({ key: KEY, value: await passwords.hash(code) })
    .onConflictDoNothing()
    .returning({ key: appSettings.key });
  // Another instance starting at the same moment won the race: its code is the one that counts.
  return inserted.length > 0 ? { source: 'generated', code } : { source: 'stored' };
}

/** Replaces the stored code with a new one and returns it (for `npm run admin:new-code`). */
export async function replaceAdminCode(db: Db, passwords: PasswordHasher): Promise<string> {
  const code = newAdminCode();
  const value = await passwords.hash(code);
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  return code;
}

/** Checks a code against ADMIN_ACCESS_CODE or the stored hash. */
export async function verifyAdminCode(db: Db, configured: string | null, candidate: string): Promise<boolean> {
  if (configured) {
    const a = Buffer.from(configured);
    const b = Buffer.from(candidate);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return row ? Bun.password.verify(candidate, row.value) : false;
}

/** 100 bits in groups of five, easy to read aloud and to paste. */
function newAdminCode(): string {
  const alphabet = 'abcdefghjklmnpqrstuvwxyz23456789';
  const chars = Array.from(randomBytes(20), (b) => alphabet[b & 31]).join('');
  return chars.match(/.{5}/g)!.join('-');
}
