/**
 * Attacks found by probing the running server from outside, each kept here so it stays fixed:
 * malformed Host headers (once Bun's development error page with source paths, then a 500 on the
 * native routes), NUL characters the database refused with a 500, and the headers a JSON API must
 * send on every answer.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { expectError } from '../support/expect-error';
import { HttpClient } from '../support/http-client';
import { serverFixture } from '../support/server-fixture';

const fixture = serverFixture();

/** Sends raw HTTP/1.1 (fetch refuses to send a broken Host) and returns the status line, headers and body. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(fixture.server.url);
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be taken for a client that left before the answer.
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('a malformed Host header', () => {
  for (const host of ['a b', 'evil.example:99999', 'x@y', '']) {
    it(`gets a JSON 400, never an HTML error page: Host "${host}"`, async () => {
      const body = '{"username":"a","password":"b"}';
      const answer = await raw(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer.status).toBe(400);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.body).toContain('"message"');
      expect(answer.body).not.toMatch(/<html|\.ts:|\/work\//i);
    });
  }
});

describe('a malformed Host header on the native routes (issue 31, finding 6)', () => {
  for (const path of ['/widget/chart-embed.js', '/e/some-chart.png', '/e/some-chart.svg', '/e/some-chart.js']) {
    it(`gets a JSON 400 without a stack trace: ${path}`, async () => {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`);
      expect(answer.status).toBe(400);
      expect(answer.headers).toContain('content-type: application/json');
      expect(JSON.parse(answer.body)).toEqual({ message: 'The Host header is not a valid host name' });
    });
  }
  it('leaves nothing in the log', () => {
    expect(fixture.server.output()).not.toMatch(/\[error\]|TypeError|at .*\.ts:/);
  });
});

describe('NUL and broken characters (issue 31, finding 4)', () => {
  const post = (path: string, body: string, client = new HttpClient(fixture.server.url)) =>
    fetch(`${fixture.server.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });

  it('are refused with a 400 naming the field, on every kind of call, and never logged as errors', async () => {
    const before = fixture.server.output().length;
    const owner = new HttpClient(fixture.server.url);
    await owner.post('/api/auth/register', { username: 'nulls', email: 'nulls@example.com', password: 'correct horse battery' });
    const chart = await (
      await owner.post('/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
    ).json();
    const cases: Array<[string, string, string, HttpClient?]> = [
      ['/api/auth/login', '{"username":"a\\u0000","password":"b"}', 'username must not contain the character U+0000 (NUL)'],
      [
        '/api/auth/register',
        '{"username":"bob","email":"bob@example.com","password":"pass\\u0000word1"}',
        'password must not contain the character U+0000 (NUL)',
      ],
      ['/api/events', '{"path":"/\\u0000"}', 'path must not contain the character U+0000 (NUL)'],
      [`/api/charts/${chart.id}/comments`, '{"content":"hi \\u0000"}', 'content must not contain the character U+0000 (NUL)', owner],
      [
        '/api/chart',
        '{"dataSource":"csv","chartType":"bar","data":{"labels":["\\u0000"],"datasets":[{"label":"x","data":[1]}]}}',
        'data.labels[0] must not contain the character U+0000 (NUL)',
        owner,
      ],
      ['/api/tokens', '{"name":"\\ud800"}', 'name holds a broken character (an unpaired UTF-16 surrogate)', owner],
    ];
    for (const [path, body, message, client] of cases) {
      const response = await post(path, body, client);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ message });
    }
    const profile = await fetch(`${fixture.server.url}/api/profile`, {
      method: 'PATCH',
      body: '{"firstName":"\\u0000"}',
      headers: { 'content-type': 'application/json', cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(await profile.json()).toEqual({ message: 'firstName must not contain the character U+0000 (NUL)' });
    expect((await fetch(`${fixture.server.url}/api/trending-charts?cursor=%00`)).status).toBe(400);
    expect(await (await fetch(`${fixture.server.url}/e/x%00y.json`)).json()).toEqual({ message: 'The address must not contain the character U+0000 (NUL)' });
    expect(fixture.server.output().slice(before)).not.toMatch(/\[error\]|stack|at .*\.ts:/);
  });
});

describe('the builder (issue 31, finding 5)', () => {
  it('cannot be framed by another site and loads scripts from its own origin only', async () => {
    for (const path of ['/', '/trending', '/my-charts']) {
      const response = await fetch(`${fixture.server.url}${path}`);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      await response.arrayBuffer();
    }
  });
});

describe('API answers', () => {
  it('carry nosniff, frame and referrer headers, errors included', async () => {
    for (const path of ['/api/health', '/api/no-such-call', '/api/trending-charts?cursor=nonsense']) {
      const response = await fetch(`${fixture.server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      await response.arrayBuffer();
    }
  });
});

describe('JSON calls', () => {
  it('refuse a form body (a form needs no CORS preflight from another site) and change nothing', async () => {
    const owner = new HttpClient(fixture.server.url);
    await owner.post('/api/auth/register', { username: 'former', email: 'former@example.com', password: 'correct horse battery' });
    const chart = await (
      await owner.post('/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
    ).json();
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const [method, path, fields] of [
      ['POST', `/api/charts/${chart.id}/comments`, { content: 'posted as a form' }],
      ['PATCH', '/api/profile', { email: 'attacker@example.com' }],
    ] as const) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      const response = await fetch(`${fixture.server.url}${path}`, { method, body: form, headers: { cookie } });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ message: 'This call takes JSON: send it with Content-Type: application/json' });
    }
    expect(await (await owner.get(`/api/charts/${chart.id}/comments`)).json()).toEqual([]);
    expect((await (await owner.get('/api/auth/user')).json()).email).toBe('former@example.com');
  });
});

describe('oversized and slow bodies', () => {
  /** Opens a connection, sends `head`, then body bytes in chunks until the server answers or `total` is sent. */
  function send(head: string, chunk: string, total: number): Promise<{ status: number; headers: string; body: string; ms: number }> {
    const { hostname, port } = new URL(fixture.server.url);
    const started = Date.now();
    return new Promise((resolve, reject) => {
      let text = '';
      let sent = 0;
      let answered = false;
      const socket = connect(Number(port), hostname, () => {
        socket.write(head);
        const pump = () => {
          while (!answered && sent < total && socket.write(chunk)) sent += chunk.length;
          if (!answered && sent < total) socket.once('drain', pump);
        };
        pump();
      });
      socket.setEncoding('utf8');
      socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
      socket.on('data', (data) => {
        answered = true;
        text += data;
      });
      socket.on('error', (error) => (answered ? undefined : reject(error)));
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body, ms: Date.now() - started });
      });
    });
  }

  it('answers a chunked 80 MB JSON body with a JSON 413, without reading it all', async () => {
    const chunk = `${'x'.repeat(65_536 - 8)}`;
    const head = 'POST /api/chart HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const framed = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    const answer = await send(head, framed, 80 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.headers).toContain('content-type: application/json');
    expect(JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n\r\n$/, '')).message).toMatch(/too large/);
  });

  it('answers a 25 MB form with a declared length with a JSON 413 before reading it', async () => {
    const head =
      'POST /api/csv HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 26214400\r\nConnection: close\r\n\r\n';
    const answer = await send(head, '--zz\r\n', 6);
    expect(answer.status).toBe(413);
    expect(answer.headers).toContain('content-type: application/json');
    expect(JSON.parse(answer.body).message).toMatch(/larger than/);
  });

  it('closes a connection whose body stalls, after about 10 seconds', async () => {
    const head = 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const answer = await send(head, '{"usernameOrEmail":', 19);
    expect(answer.ms).toBeLessThan(15_000);
  }, 30_000);
});

describe('a forged Host header', () => {
  it('never reaches links: the embed loader and page name this server, and a cross-site call is refused', async () => {
    const { port } = new URL(fixture.server.url);
    const owner = new HttpClient(fixture.server.url);
    await owner.post('/api/auth/register', { username: 'hosted', email: 'hosted@example.com', password: 'correct horse battery' });
    const chart = await (
      await owner.post('/api/chart', { dataSource: 'csv', chartType: 'bar', data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] } })
    ).json();
    for (const path of [`/e/${chart.slug}.js`, `/e/${chart.slug}`]) {
      const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).toContain(`http://localhost:${port}`);
    }
    // The resend call with a matching forged Origin: the origin check sees through it.
    const body = '{"email":"hosted@example.com"}';
    const resend = await raw(
      `POST /api/auth/resend-verification HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(resend.status).toBe(403);
  });
});

describe('a forged trending cursor (issue 43, finding 9)', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  // The earliest time a Date holds was taken, and its week before was not: a RangeError, a 500.
  it.each([
    ['the earliest time a date can hold', cursor({ at: -8_640_000_000_000_000, offset: 0 })],
    ['the latest time a date can hold', cursor({ at: 8_640_000_000_000_000, offset: 0 })],
    ['a time before 1970', cursor({ at: -1, offset: 0 })],
    ['a fraction of a millisecond', cursor({ at: 1.5, offset: 0 })],
    ['a negative offset', cursor({ at: 0, offset: -1 })],
    ['a time as text', cursor({ at: '2026-01-01', offset: 0 })],
    ['null', cursor(null)],
    ['a list', cursor([0, 0])],
    ['not base64 JSON', '%%%'],
  ])('is a 400 with a message: %s', async (_, forged) => {
    const response = await fetch(`${fixture.server.url}/api/trending-charts?cursor=${forged}`);
    await expectError(response, 400, 'cursor is not one this server gave out');
  });
});

describe('a sign-in racing the deletion of its account (issue 43, finding 9)', () => {
  it('is refused with a 401, never a 500 with a stack trace in the log, and leaves no session', async () => {
    const logged = fixture.server.output().length;
    const password = 'correct horse battery';
    for (let trial = 0; trial < 6; trial++) {
      const username = `leaving${trial}`;
      const owner = new HttpClient(fixture.server.url);
      expect((await owner.post('/api/auth/register', { username, email: `${username}@example.com`, password })).status).toBe(201);
      const sessions: HttpClient[] = [];
      // Signs in again and again until the account is gone.
      const signIn = async () => {
        for (;;) {
          const c = new HttpClient(fixture.server.url);
          const response = await c.post('/api/auth/login', { usernameOrEmail: username, password });
          if (response.status !== 200) return void (await expectError(response, 401, 'Invalid credentials'));
          sessions.push(c);
        }
      };
      const [deleted] = await Promise.all([owner.request('DELETE', '/api/profile', { json: { password } }), signIn(), signIn(), signIn()]);
      expect(deleted.status).toBe(200);
      for (const c of sessions) await expectError(await c.get('/api/auth/user'), 401, 'Not signed in');
    }
    expect(fixture.server.output().slice(logged)).not.toMatch(/\[error\]|violates|\n\s+at /);
  });
});

describe('the shared trending order (issue 43, finding 9)', () => {
  /** The moment the order of this first page was computed for, which its next cursor carries. */
  const rankedAt = async () => {
    const response = await fetch(`${fixture.server.url}/api/trending-charts?limit=1`);
    expect(response.status).toBe(200);
    return JSON.parse(Buffer.from(response.headers.get('x-next-cursor')!, 'base64url').toString()).at as number;
  };
  const order = async () => ((await (await fetch(`${fixture.server.url}/api/trending-charts?limit=100`)).json()) as Array<{ id: number }>).map((c) => c.id);

  it('is kept through writes that change no ranking, anonymous or not, and dropped by one that does', async () => {
    const owner = new HttpClient(fixture.server.url);
    expect((await owner.post('/api/auth/register', { username: 'ranked', email: 'ranked@example.com', password: 'correct horse battery' })).status).toBe(201);
    const chart = async (name: string) =>
      (
        await owner.post('/api/chart', {
          name,
          listed: true,
          dataSource: 'csv',
          chartType: 'bar',
          data: { labels: ['a'], datasets: [{ label: 'x', data: [1] }] },
        })
      ).json();
    const older = await chart('Older');
    const newer = await chart('Newer');
    const warm = await rankedAt();
    const before = await order();
    expect(before.indexOf(newer.id)).toBeLessThan(before.indexOf(older.id));

    const guest = new HttpClient(fixture.server.url);
    expect((await guest.post('/api/auth/logout')).status).toBe(200);
    expect((await guest.post('/api/auth/password-reset', { email: 'nobody@example.com' })).status).toBe(202);
    expect((await guest.post('/api/auth/resend-verification', { email: 'nobody@example.com' })).status).toBe(200);
    expect((await guest.post(`/api/charts/${older.id}/like`)).status).toBe(401);
    expect((await owner.post('/api/tokens', { name: 'Not a ranking' })).status).toBe(201);
    expect(await rankedAt()).toBe(warm);

    // A like moves the older chart ahead at once on this instance.
    const fan = new HttpClient(fixture.server.url);
    expect((await fan.post('/api/auth/register', { username: 'fan', email: 'fan@example.com', password: 'correct horse battery' })).status).toBe(201);
    expect((await fan.post(`/api/charts/${older.id}/like`)).status).toBe(200);
    const after = await order();
    expect(after.indexOf(older.id)).toBeLessThan(after.indexOf(newer.id));
    expect(await rankedAt()).not.toBe(warm);
  });
});
