import { Elysia, t } from 'elysia';
import { withExamples } from '@shared/api/common';
import { ping, type Db, type DbKind } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { UPSTREAM_IDS, type UpstreamHealth, type UpstreamId, type UpstreamStatus } from '../../lib/upstream-health';
import { scheduleDailyProbe, type UpstreamProbe } from '../../lib/upstream-probe';

/** A load balancer asks often; the sources' states change far more slowly. */
const SOURCES_FRESH_MS = 10_000;

const Status = t.Union([t.Literal('ok'), t.Literal('failing'), t.Literal('unknown'), t.Literal('not configured')]);

const HealthAnswer = withExamples(
  t.Object({
    ok: t.Literal(true),
    db: t.Union([t.Literal('pglite'), t.Literal('postgres')]),
    sources: t.Record(t.String(), Status),
  }),
  {
    ok: true,
    db: 'postgres',
    sources: { worldbank: 'ok', imf: 'ok', owid: 'failing', sec: 'unknown', stooq: 'not configured', alphavantage: 'ok', tiingo: 'not configured' },
  },
);

/**
 * `GET /api/health`: up, which database answers (503 when it does not), and each outside
 * service's state as the last calls left it: ok, failing, unknown (not called yet) or not
 * configured. No keys, no addresses, no causes: the admin's table has those.
 */
export function healthModule(deps: { db: Db; kind: DbKind; health: UpstreamHealth; clock: Clock; probes: readonly UpstreamProbe[]; probe: 'daily' | 'off' }) {
  let stopProbing: (() => void) | null = null;
  let summary: { at: number; sources: Record<UpstreamId, UpstreamStatus> } | null = null;
  const sources = async () => {
    const now = deps.clock.now().getTime();
    if (!summary || now - summary.at >= SOURCES_FRESH_MS) {
      const states = await deps.health.states();
      summary = {
        at: now,
        sources: Object.fromEntries(UPSTREAM_IDS.map((id) => [id, states.find((s) => s.id === id)!.status])) as Record<UpstreamId, UpstreamStatus>,
      };
    }
    return summary.sources;
  };
  return new Elysia({ name: 'health' })
    .onStart(() => {
      if (deps.probe === 'daily') stopProbing = scheduleDailyProbe(deps.probes, deps.health, () => deps.clock.now());
    })
    .onStop(() => stopProbing?.())
    .get(
      '/api/health',
      async () => {
        await ping(deps.db);
        return { ok: true as const, db: deps.kind, sources: await sources() };
      },
      {
        response: HealthAnswer,
        detail: { summary: 'Liveness, the database, and each outside service’s state', tags: ['system'] },
      },
    );
}
