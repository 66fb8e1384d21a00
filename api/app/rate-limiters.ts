/** The app's rate limits, each counted in the database so every instance shares it (lib/rate-limit.ts). */
import { createQuota, createRateLimiter, type Quota, type RateLimiter } from '../lib/rate-limit';
import { UPLOAD_WINDOW_MS } from '../modules/csv';
import type { AppDeps } from './app-deps';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/**
 * Mails of one kind (reset links, verification links) to one address per hour, whoever asks. The
 * window is no longer than a link lives, so when a mail is held back, one sent in this window is
 * still in the inbox and still works.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

export interface RateLimiters {
  /** Accounts (sign-up, sign-in, e-mails and resets, deletion) and the admin code. */
  auth: RateLimiter;
  /** One budget per account, shared by every call its personal access tokens make. */
  token: RateLimiter;
  upload: RateLimiter;
  /** Account mails per recipient address: over it, nothing is sent and the asker hears the same. */
  mailsPerAddress: Quota;
}

export function rateLimiters({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>): RateLimiters {
  return {
    auth: createRateLimiter(db, clock, { limit: config.authRateLimit, windowMs: FIFTEEN_MINUTES }),
    token: createRateLimiter(db, clock, { limit: config.tokenRateLimit, windowMs: 60_000 }),
    upload: createRateLimiter(db, clock, {
      limit: config.uploadRateLimit,
      windowMs: UPLOAD_WINDOW_MS,
      message: (seconds) => `Too many uploads from your address. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
    }),
    mailsPerAddress: createQuota(db, clock, { limit: MAILS_PER_ADDRESS_PER_HOUR, windowMs: ONE_HOUR }),
  };
}
