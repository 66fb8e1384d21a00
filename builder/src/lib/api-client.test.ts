import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => fetchMock.mockReset());

describe('apiRequest', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: {}, credentials: 'include' });

    await apiRequest('POST', '/api/auth/login', { usernameOrEmail: 'a', password: 'b' });
    const init = fetchMock.mock.calls[1]![1]!;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"usernameOrEmail":"a","password":"b"}');
  });

  it('turns a non-OK answer into "{status}: {body}"', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Invalid credentials"}', { status: 401 }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid credentials"}');
    expect((error as ApiError).serverMessage).toBe('Invalid credentials');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the first element of the query key and parses JSON', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 1 }));
    const result = await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] });
    expect(result).toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user');
  });

  it('returns null on 401 in the returnNull mode, and throws in the default mode', async () => {
    fetchMock.mockImplementation(async () => new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/auth/user'] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/^401: /);
  });
});
