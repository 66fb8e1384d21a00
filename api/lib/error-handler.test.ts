import { describe, expect, it } from 'vitest';
import { answerError } from './error-handler';

const request = new Request('http://localhost/api/charts');

describe('answerError', () => {
  it('answers a lost database connection, wrapped as drizzle wraps it, with 503 "try again"', async () => {
    const lost = Object.assign(new Error('The database thread stopped (exit code 3)'), { code: 'CONNECTION_CLOSED' });
    const wrapped = new Error('Failed query: select 1', { cause: lost });
    const response = answerError(wrapped, request);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'The database is unavailable right now. Please try again in a moment.' });
  });

  it('answers anything else unexpected with a 500 that tells nothing of it', async () => {
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const response = answerError(new Error('secret detail'), request);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      console.error = quiet;
    }
  });
});
