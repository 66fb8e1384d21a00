/**
 * The reference `bench/scaling.ts` measures the app against: a bare `Bun.serve` that reads the chart
 * named by `/e/SLUG.js` from PostgreSQL with one prepared query and answers fixed bytes (the app's
 * loader for one chart, from the file BODY_FILE), the least a server reading the database for
 * each request can do on this machine. Prints `LISTENING <url>` once it listens.
 */
import { readFileSync } from 'node:fs';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL!, { max: 10 });
const body = readFileSync(process.env.BODY_FILE!);
const headers = new Headers({ 'content-type': 'text/javascript; charset=utf-8' });
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(request) {
    const slug = new URL(request.url).pathname.slice(3, -3);
    const rows = await sql.unsafe('select data, options from charts where slug = $1', [slug], { prepare: true });
    return rows.length ? new Response(body, { headers }) : new Response(null, { status: 404 });
  },
});
console.log(`LISTENING http://127.0.0.1:${server.port}`);
