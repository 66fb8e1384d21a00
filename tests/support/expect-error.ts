import { expect } from 'vitest';

/** An API refusal: this status, a JSON body of exactly `{ message }`, and the message given. */
export async function expectError(response: Response, status: number, message?: string | RegExp): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { message?: unknown };
  expect(Object.keys(body)).toEqual(['message']);
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message as string;
}
