/** The app's rate limits, each counted in the database so every instance shares it (lib/rate-limit.ts). */
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit';
import { UPLOAD_WINDOW_MS } from '../modules/csv';
import type { AppDeps } from './app-deps';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface RateLimiters {
  /** Accounts (sign-up, sign-in, e-mails and resets, deletion) and the admin code. */
  auth: RateLimiter;
  /** One budget per account, shared by every call its personal access tokens make. */
  token: RateLimiter;
  upload: RateLimiter;
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
  };
}
