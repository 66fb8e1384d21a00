/** An account as the session knows it: its row, and what a disabled one hears. */
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** What a disabled account hears when it signs in or calls with a token (docs/api.md, Moderation). */
export const ACCOUNT_DISABLED = 'This account has been disabled';
