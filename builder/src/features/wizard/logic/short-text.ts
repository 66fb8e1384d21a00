/**
 * Short text (five characters or fewer) is tried as a ticker first, as the spec says. When the
 * price service answers that it knows no such ticker (404), the text is asked as a question, as if
 * it had been typed as one: "GDP" is a question, not a mistake. A price service that is down or
 * not set up says so instead, and text shorter than a question may be stays an unknown ticker.
 */

/** The shortest question the server takes (shared/api/data-answers.ts, QueryBody). */
const QUESTION_MIN = 3;

export function asksInstead(failure: { status: number } | null, text: string, ai: boolean): boolean {
  return ai && failure !== null && failure.status === 404 && text.trim().length >= QUESTION_MIN;
}

/** What step 1 says when it does. */
export const askedNote = (text: string) => `No ticker ${text.trim().toUpperCase()}; asked as a question.`;
