import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

const WHAT_TO_TRY = 'Try again, ask it another way, or upload a CSV file or paste a link to one.';

/**
 * Why a question could not be charted, said where the question is. A 422 is the server's own
 * answer about the question, which already says what to try; anything else (the AI or a source
 * failing, the network) gets that advice added.
 */
export function questionFailure(error: unknown): string {
  const message = errorMessage(error, 'The question could not be answered.');
  if (error instanceof ApiError && error.status === 422) return message;
  return `${/[.!?…]$/.test(message) ? message : `${message}.`} ${WHAT_TO_TRY}`;
}
