/** CSRF: every state-changing call from a foreign origin is refused with 403, and changes nothing. */
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture({ env: { ADMIN_ACCESS_CODE: 'a-long-admin-code-for-tests' } });

describe('requests from another site', () => {
  it('are refused on every state-changing call, by Origin and by Referer, and change nothing', async () => {
    const owner = new HttpClient(fixture.server.url);
    await owner.post('/api/auth/register', { username: 'csrfowner', email: 'csrf@example.com', password: 'correct horse battery' });
    const chart = await (
      await owner.post('/api/chart', { dataSource: 'csv', chartType: 'bar', name: 'Target', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
    ).json();
    const comment = await (await owner.post(`/api/charts/${chart.id}/comments`, { content: 'Mine' })).json();
    const snapshot = async () => ({
      me: await (await owner.get('/api/auth/user')).json(),
      charts: await (await owner.get('/api/user/charts')).json(),
      comments: await (await owner.get(`/api/charts/${chart.id}/comments`)).json(),
    });
    const before = await snapshot();

    const calls: Array<[string, string, unknown]> = [
      ['POST', '/api/auth/register', { username: 'evil', email: 'evil@example.com', password: 'correct horse battery' }],
      ['POST', '/api/auth/login', { usernameOrEmail: 'csrfowner', password: 'correct horse battery' }],
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/api/auth/resend-verification', { email: 'csrf@example.com' }],
      ['PATCH', '/api/profile', { username: 'hijacked', email: 'evil@example.com' }],
      ['DELETE', '/api/profile', { password: 'correct horse battery' }],
      ['POST', '/api/auth/password-reset', { email: 'csrf@example.com' }],
      ['POST', '/api/auth/password-reset/confirm', { token: 'anything', password: 'correct horse battery' }],
      ['POST', '/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } }],
      ['PATCH', `/api/charts/${chart.id}`, { listed: false }],
      ['PATCH', `/api/charts/${chart.id}/rename`, { name: 'Hijacked' }],
      ['DELETE', `/api/charts/${chart.id}`, undefined],
      ['POST', `/api/charts/${chart.id}/like`, undefined],
      ['POST', `/api/charts/${chart.id}/comments`, { content: 'Spam' }],
      ['POST', `/api/comments/${comment.id}/reply`, { content: 'Spam' }],
      ['DELETE', `/api/comments/${comment.id}`, undefined],
      ['POST', '/api/events', { type: 'pageview', path: '/' }],
      ['POST', '/api/chart-from-query', { query: 'anything at all' }],
      ['POST', '/api/admin/login', { code: 'a-long-admin-code-for-tests' }],
      ['POST', '/api/admin/logout', undefined],
    ];
    for (const [method, path, json] of calls) {
      const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/attack.html' }, { origin: 'null' }];
      for (const header of foreign) {
        const response = await owner.request(method, path, { json, headers: header });
        expect(response.status, `${method} ${path} with ${JSON.stringify(header)}`).toBe(403);
        expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
