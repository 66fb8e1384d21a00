import type { QueryNotUnderstood } from '@shared/api/data-answers';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

const WHAT_TO_TRY = 'Try again, ask it another way, or upload a CSV file or paste a link to one.';
/** What a used-up quota leaves: files and links cost no AI chart. */
export const QUOTA_INSTEAD = 'CSV files and links to them have no limit: upload one or paste its link instead.';

export interface QuestionFailure {
  message: string;
  /** Whether asking again can help: not for the server's answer about the question, nor a used-up quota. */
  retry: boolean;
  /** What the planner read of the question (a 422 without a model), to mark in it. */
  understood?: QueryNotUnderstood['understood'];
}

/**
 * Why a question could not be charted, said once, where the question is. A 422 is the server's own
 * answer about the question, which already says what to try; a used-up quota (a 429 about today's
 * AI charts) says how to get more, and gets what works without any; anything else (the AI or a
 * source failing, the network) gets the advice added, and a retry.
 */
export function questionFailure(error: unknown): QuestionFailure {
  const message = errorMessage(error, 'The question could not be answered.');
  if (error instanceof ApiError && error.status === 422) {
    const understood = understoodOf(error.body);
    return understood ? { message, retry: false, understood } : { message, retry: false };
  }
  if (error instanceof ApiError && error.status === 429 && /today/i.test(message)) return { message: `${sentence(message)} ${QUOTA_INSTEAD}`, retry: false };
  return { message: `${sentence(message)} ${WHAT_TO_TRY}`, retry: true };
}

const sentence = (message: string) => (/[.!?…]$/.test(message) ? message : `${message}.`);

/** The spans of a 422's `understood`, when the body has them and they are spans. */
function understoodOf(body: string): QueryNotUnderstood['understood'] | null {
  try {
    const understood = (JSON.parse(body) as Partial<QueryNotUnderstood>).understood;
    if (!understood || !Array.isArray(understood.parts)) return null;
    const parts = understood.parts.filter((p) => Number.isInteger(p.start) && Number.isInteger(p.end) && p.start < p.end);
    return { parts, unknownWords: Array.isArray(understood.unknownWords) ? understood.unknownWords : [] };
  } catch {
    return null;
  }
}
