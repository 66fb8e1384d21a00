import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

const WHAT_TO_TRY = 'Try again, ask it another way, or upload a CSV file or paste a link to one.';
/** What a used-up quota leaves: files and links cost no AI chart. */
export const QUOTA_INSTEAD = 'CSV files and links to them have no limit: upload one or paste its link instead.';

export interface QuestionFailure {
  message: string;
  /** Whether asking again can help: not for the server's answer about the question, nor a used-up quota. */
  retry: boolean;
}

/**
 * Why a question could not be charted, said once, where the question is. A 422 is the server's own
 * answer about the question, which already says what to try; a used-up quota (a 429 about today's
 * AI charts) says how to get more, and gets what works without any; anything else (the AI or a
 * source failing, the network) gets the advice added, and a retry.
 */
export function questionFailure(error: unknown): QuestionFailure {
  const message = errorMessage(error, 'The question could not be answered.');
  if (error instanceof ApiError && error.status === 422) return { message, retry: false };
  if (error instanceof ApiError && error.status === 429 && /today/i.test(message)) return { message: `${sentence(message)} ${QUOTA_INSTEAD}`, retry: false };
  return { message: `${sentence(message)} ${WHAT_TO_TRY}`, retry: true };
}

const sentence = (message: string) => (/[.!?…]$/.test(message) ? message : `${message}.`);
