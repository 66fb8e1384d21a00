import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { QUOTA_INSTEAD, questionFailure } from './question-failure';

const refused = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }), '');

describe('questionFailure', () => {
  it('says the server’s answer about the question as it is, with no retry', () => {
    const message = 'No source we use publishes the number of cats in Paris; upload a CSV or paste a link to one.';
    expect(questionFailure(refused(422, message))).toEqual({ message, retry: false });
  });

  it('says what works instead of a used-up quota, with no retry', () => {
    const guest = 'You have used today’s 5 free AI charts. Create a free profile to make more, or try again tomorrow.';
    expect(questionFailure(refused(429, guest))).toEqual({ message: `${guest} ${QUOTA_INSTEAD}`, retry: false });
    const user = "You have reached today's limit of 50 AI charts. Please try again tomorrow.";
    expect(questionFailure(refused(429, user)).retry).toBe(false);
  });

  it('offers a retry for a busy model, which a minute can fix', () => {
    expect(questionFailure(refused(429, 'The AI service is busy. Please try again in a minute.')).retry).toBe(true);
  });

  it('adds what to try, and a retry, when something else failed', () => {
    expect(questionFailure(refused(502, 'The World Bank did not answer'))).toEqual({
      message: 'The World Bank did not answer. Try again, ask it another way, or upload a CSV file or paste a link to one.',
      retry: true,
    });
    expect(questionFailure(new TypeError('Failed to fetch')).message).toBe(
      'Failed to fetch. Try again, ask it another way, or upload a CSV file or paste a link to one.',
    );
    expect(questionFailure(null).message).toBe(
      'The question could not be answered. Try again, ask it another way, or upload a CSV file or paste a link to one.',
    );
  });
});

describe('questionFailure of a question the planner could not read', () => {
  it('keeps the spans it read, for marking in the question', () => {
    const message = 'I found Germany and 2010, but no measure I know.';
    const understood = { parts: [{ kind: 'entity' as const, text: 'Germany', start: 0, end: 7 }], unknownWords: [] };
    expect(questionFailure(new ApiError(422, JSON.stringify({ message, understood }), ''))).toEqual({ message, retry: false, understood });
  });

  it('leaves out spans that are not spans', () => {
    const understood = {
      parts: [
        { kind: 'entity', text: 'x', start: 3, end: 3 },
        { kind: 'period', text: 'y', start: 'a', end: 2 },
      ],
    };
    expect(questionFailure(new ApiError(422, JSON.stringify({ message: 'No.', understood }), '')).understood).toEqual({ parts: [], unknownWords: [] });
  });
});
