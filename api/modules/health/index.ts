import { Elysia, t } from 'elysia';
import { withExamples } from '@shared/api/common';
import { ping, type Db, type DbKind } from '../../db/client';

/** `GET /api/health`: up, and which database answers. 503 when the database does not. */
export function healthModule(deps: { db: Db; kind: DbKind }) {
  return new Elysia({ name: 'health' }).get(
    '/api/health',
    async () => {
      await ping(deps.db);
      return { ok: true as const, db: deps.kind };
    },
    {
      response: withExamples(t.Object({ ok: t.Literal(true), db: t.Union([t.Literal('pglite'), t.Literal('postgres')]) }), { ok: true, db: 'postgres' }),
      detail: { summary: 'Liveness and database check', tags: ['system'] },
    },
  );
}
