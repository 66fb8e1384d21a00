/**
 * Secrets handed to browsers (session cookies, e-mail links) are random 256-bit tokens; the
 * database keeps only their SHA-256, so a leaked table cannot be turned back into working cookies.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
