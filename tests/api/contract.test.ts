/**
 * The API keeps the contract the builder is typed against (shared/api/routes.ts): every call in
 * the table exists with its method, and answers with the fields the table's schema names. Read
 * from the OpenAPI document, which Elysia builds from the schemas the routes really declare.
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../shared/api/routes';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();

interface JsonSchema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** The required fields of an object schema, or of an array's items, sorted. */
const fieldsOf = (schema: JsonSchema | undefined): string[] => [...((schema?.items ?? schema)?.required ?? [])].sort();

describe('the shared API contract', () => {
  it('matches every route the API declares', async () => {
    const doc = (await (await fetch(`${fixture.server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
    };
    for (const [route, contract] of Object.entries(API_ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, route).toBeDefined();
      const ok = Object.entries(operation!.responses ?? {}).find(([status]) => status.startsWith('2'));
      const declared = ok?.[1].content?.['application/json']?.schema;
      if (contract.answer === null) {
        expect(declared, `${route} answers nothing`).toBeUndefined();
        continue;
      }
      expect(declared, `${route} declares its answer`).toBeDefined();
      expect(fieldsOf(declared), route).toEqual(fieldsOf(contract.answer as JsonSchema));
      expect(Boolean(declared!.items), `${route}: a list or not`).toBe('items' in contract.answer);
    }
  });
});
