/**
 * `bun scripts/create-database.ts postgres://user@host:port/name`: creates that database (and
 * nothing else) on its server. CI uses it for the PostgreSQL test run.
 */
import postgres from 'postgres';

const target = process.argv[2];
if (!target) {
  console.error('usage: bun scripts/create-database.ts postgres://user@host:port/name');
  process.exit(2);
}
const url = new URL(target);
const name = url.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error(`Refusing an unusual database name: "${name}"`);
  process.exit(2);
}
url.pathname = '/postgres';
const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
try {
  await sql.unsafe(`create database "${name}"`);
  console.log(`Created database ${name}`);
} finally {
  await sql.end();
}
