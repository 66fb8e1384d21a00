import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { questionFailure } from './question-failure';

describe('questionFailure', () => {
  it('says the server’s answer about the question as it is', () => {
    const message = 'No source we use publishes the number of cats in Paris; upload a CSV or paste a link to one.';
    expect(questionFailure(new ApiError(422, JSON.stringify({ message }), 'Unprocessable Entity'))).toBe(message);
  });

  it('adds what to try when something else failed', () => {
    expect(questionFailure(new ApiError(502, JSON.stringify({ message: 'The World Bank did not answer' }), 'Bad Gateway'))).toBe(
      'The World Bank did not answer. Try again, ask it another way, or upload a CSV file or paste a link to one.',
    );
    expect(questionFailure(new TypeError('Failed to fetch'))).toBe(
      'Failed to fetch. Try again, ask it another way, or upload a CSV file or paste a link to one.',
    );
    expect(questionFailure(null)).toBe('The question could not be answered. Try again, ask it another way, or upload a CSV file or paste a link to one.');
  });
});
