/**
 * Prepared statements, one set per database handle, made on first use. Drizzle sends every other
 * query unprepared, so PostgreSQL parses and plans it each time; the hot reads are prepared
 * (docs/PERFORMANCE.md). The handle is the key, so tests that open several databases get theirs.
 */
import type { Db } from './client';

export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statements = made.get(db);
    if (!statements) made.set(db, (statements = prepare(db)));
    return statements;
  };
}
