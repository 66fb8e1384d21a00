/**
 * The floor for bench/attack-load.ts: a bare Bun.serve that answers the health check at once and
 * reads each upload whole, then refuses it, doing nothing else. What the health check waits for
 * here is the machine's (receiving the bytes, the attacker's own work on the same cores).
 */
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  maxRequestBodySize: 64 * 1024 * 1024,
  async fetch(request) {
    if (new URL(request.url).pathname === '/api/health') return Response.json({ ok: true });
    await request.arrayBuffer();
    return Response.json({ message: 'refused' }, { status: 400 });
  },
});
console.log(`listening on http://127.0.0.1:${server.port}`);
