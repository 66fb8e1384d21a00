import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiOrNullWhenSignedOut, apiUrl, ApiError } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => fetchMock.mockReset());

describe('api', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    fetchMock.mockImplementation(async () => Response.json({ message: 'Logged out' }));
    expect(await api('POST /api/auth/logout')).toEqual({ message: 'Logged out' });
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/auth/logout', { method: 'POST', headers: {}, credentials: 'include' }]);

    await api('POST /api/auth/login', { body: { usernameOrEmail: 'a', password: 'b' } });
    const init = fetchMock.mock.calls[1]![1]!;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"usernameOrEmail":"a","password":"b"}');
  });

  it('fills in path parameters, escaped, and the query string', () => {
    expect(apiUrl('GET /api/charts/:id/views', { params: { id: 7 }, query: { days: 30 } })).toBe('/api/charts/7/views?days=30');
    expect(apiUrl('GET /api/price/:symbol', { params: { symbol: 'A/B' } })).toBe('/api/price/A%2FB');
  });

  it('answers nothing for a 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api('POST /api/events', { body: { type: 'pageview', path: '/' } })).resolves.toBeUndefined();
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Invalid credentials"}', { status: 401 }));
    const error = await api('POST /api/auth/login', { body: { usernameOrEmail: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid credentials"}');
    expect((error as ApiError).serverMessage).toBe('Invalid credentials');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(api('GET /api/capabilities')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiOrNullWhenSignedOut', () => {
  it('reads a 401 as nobody signed in, and throws on other errors', async () => {
    fetchMock.mockImplementation(async () => new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(apiOrNullWhenSignedOut('GET /api/auth/user')).resolves.toBeNull();
    fetchMock.mockImplementation(async () => new Response('{"message":"Down"}', { status: 500 }));
    await expect(apiOrNullWhenSignedOut('GET /api/auth/user')).rejects.toThrow(/^500: /);
  });
});
