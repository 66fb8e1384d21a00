import { ApiError } from './api-client';

/** The server's own `message` when it sent one, else the fallback the caller gives for the toast. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
