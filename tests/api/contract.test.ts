/**
 * The API keeps the contract the builder is typed against (shared/api/routes.ts): every call in
 * the table exists with its method, takes its body as JSON and answers with the fields the table's
 * schema names. Read from the OpenAPI document, which Elysia builds from the schemas the routes
 * really declare. The document's word on who may make each call is checked against the server too,
 * since scripts and generated clients go by it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@shared/api/routes';
import { expectError } from '../support/expect-error';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();

interface JsonSchema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  examples?: unknown[];
}

type Content = Record<string, { schema: JsonSchema }>;

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
}

/** The calls a personal access token may make. */
const CHART_CALLS = [
  'POST /api/chart',
  'GET /api/user/charts',
  'PATCH /api/charts/:id',
  'PATCH /api/charts/:id/rename',
  'DELETE /api/charts/:id',
  'GET /api/charts/:id/views',
  'POST /api/charts/:id/refresh',
  'POST /api/charts/:id/rows',
];

/** The required fields of an object schema, or of an array's items, sorted. */
const fieldsOf = (schema: JsonSchema | undefined): string[] => [...((schema?.items ?? schema)?.required ?? [])].sort();

let doc: OpenApiDocument;
beforeAll(async () => {
  doc = (await (await fetch(`${fixture.server.url}/api/docs/json`)).json()) as OpenApiDocument;
});

const operationOf = (route: string): Operation | undefined => {
  const [method, path] = route.split(' ') as [string, string];
  return doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
};

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/**
 * A request to an operation, its path parameters filled in and its example as the body: a body
 * that breaks the schema would be refused (400) before the guard has its say.
 */
const call = (method: string, path: string, operation: Operation, headers: Record<string, string> = {}) => {
  const example = operation.requestBody?.content['application/json']?.schema.examples?.[0];
  return fetch(`${fixture.server.url}${path.replace(/\{\w+\}/g, '1')}`, {
    method,
    headers: { ...headers, ...(example === undefined ? {} : { 'content-type': 'application/json' }) },
    body: example === undefined ? undefined : JSON.stringify(example),
  });
};

describe('the shared API contract', () => {
  it('matches every route the API declares', () => {
    for (const [route, contract] of Object.entries(API_ROUTES)) {
      const operation = operationOf(route);
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

  it('publishes each JSON body under application/json with its schema and an example, and the upload as a form', () => {
    for (const [route, contract] of Object.entries(API_ROUTES)) {
      const content = operationOf(route)!.requestBody?.content;
      if (route === 'POST /api/csv') {
        expect(Object.keys(content ?? {}), route).toEqual(['multipart/form-data']);
        expect(content!['multipart/form-data']!.schema.properties?.csv, route).toMatchObject({ type: 'string', format: 'binary' });
        continue;
      }
      if (!('body' in contract)) {
        expect(content, `${route} takes no body`).toBeUndefined();
        continue;
      }
      expect(Object.keys(content ?? {}), route).toEqual(['application/json']);
      const schema = content!['application/json']!.schema;
      expect(fieldsOf(schema), route).toEqual(fieldsOf(contract.body as JsonSchema));
      expect(schema.examples?.length, `${route} shows an example body`).toBeGreaterThan(0);
    }
  });
});

describe('who may make each call, as /api/docs says', () => {
  it('declares the bearer token, the session and the admin session', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'session' });
    expect(doc.components.securitySchemes.adminSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'admin_session' });
  });

  it('lists the token and the session on every chart call, and the token nowhere else', () => {
    for (const route of CHART_CALLS) expect(operationOf(route)!.security, route).toEqual([{ bearerAuth: [] }, { session: [] }]);
    const elsewhere = operations()
      .filter(({ operation }) => operation.security?.some((s) => 'bearerAuth' in s))
      .map(({ method, path }) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(elsewhere.sort()).toEqual([...CHART_CALLS].sort());
  });

  it('names only declared schemes', () => {
    const declared = Object.keys(doc.components.securitySchemes);
    for (const { method, path, operation } of operations()) {
      for (const requirement of operation.security ?? []) expect(declared, `${method} ${path}`).toEqual(expect.arrayContaining(Object.keys(requirement)));
    }
  });

  it('is what the server does: a token call tries the token, a session call refuses one, and both need a credential', async () => {
    for (const { method, path, operation } of operations()) {
      const schemes = (operation.security ?? []).flatMap((s) => Object.keys(s));
      if (schemes.length === 0) continue;
      const bogus = { authorization: 'Bearer ce_pat_not-a-real-token' };
      if (schemes.includes('bearerAuth')) {
        await expectError(await call(method, path, operation, bogus), 401, 'The access token is not valid: it was revoked, or never existed');
      } else {
        await expectError(await call(method, path, operation, bogus), 403);
      }
      await expectError(await call(method, path, operation), 401);
    }
  });
});
