/**
 * `npm run soak`: 100 simulated users for 60 s (SOAK_USERS, SOAK_SECONDS) against the real server
 * on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. Prints what was served and
 * exits non-zero on any 5xx or any counter that does not equal its rows.
 */
import { countersMismatches, runLoad } from '../support/load-scenario';
import { createTestDatabase } from '../support/test-database';
import { startServer } from '../support/test-server';
import { buildIfStale } from '../../scripts/build';

const users = Number(process.env.SOAK_USERS ?? 100);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
buildIfStale({ quiet: true });

let failed = false;
const kinds: Array<'pglite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) {
  const database = await createTestDatabase(kind);
  const server = await startServer({ database, env: { AUTH_RATE_LIMIT: '1000000' } });
  const started = Date.now();
  const result = await runLoad(server.url, { users, seconds });
  const elapsed = (Date.now() - started) / 1000;
  await server.stop();
  const mismatches = await countersMismatches(database);
  await database.drop();
  console.log(`${kind}: ${users} users for ${elapsed.toFixed(0)} s: ${result.requests} requests (${(result.requests / elapsed).toFixed(0)}/s)`);
  console.log(`  by status: ${JSON.stringify(result.byStatus)}`);
  console.log(`  5xx or failed requests: ${result.serverErrors.length}${result.serverErrors.length ? ` (${result.serverErrors.slice(0, 5).join('; ')})` : ''}`);
  console.log(`  counters not equal to their rows: ${mismatches.length}${mismatches.length ? ` (${mismatches.slice(0, 5).join('; ')})` : ''}`);
  if (result.serverErrors.length > 0 || mismatches.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
