/**
 * The examples /api/docs shows are values the API would really take or answer: an example that
 * breaks its own schema would teach people a call that fails with 400.
 */
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from './routes';

beforeAll(() => {
  // The API's validator knows this format (Elysia registers it); a bare TypeBox does not.
  if (!FormatRegistry.Has('date-time'))
    FormatRegistry.Set('date-time', (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)));
});

const examplesOf = (schema: TSchema | null | undefined): unknown[] => (Array.isArray(schema?.examples) ? schema.examples : []);

describe('the examples in the API contract', () => {
  const routes = Object.entries(API_ROUTES).map(([route, contract]) => ({
    route,
    body: 'body' in contract ? (contract.body as TSchema) : null,
    answer: contract.answer as TSchema | null,
  }));

  it.each(routes)('$route has an example of its body or its answer', ({ body, answer }) => {
    expect(examplesOf(body).length + examplesOf(answer).length).toBeGreaterThan(0);
  });

  it.each(routes)('$route: every example meets its schema', ({ body, answer }) => {
    for (const schema of [body, answer]) {
      for (const example of examplesOf(schema)) {
        const errors = [...Value.Errors(schema!, example)].map((e) => `${e.path}: ${e.message}`);
        expect(errors).toEqual([]);
      }
    }
  });

  it('gives a body example to every call that takes a JSON body', () => {
    const without = routes.filter((r) => r.body && examplesOf(r.body).length === 0).map((r) => r.route);
    expect(without).toEqual([]);
  });
});
