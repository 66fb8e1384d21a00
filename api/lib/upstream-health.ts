/**
 * The health of every outside service we call: whether it is configured, when it last answered
 * as documented, and when and why it last failed. Kept in the database, so the admin's table and
 * `/api/health` show one picture whichever instance answers, and a changed upstream shows the day
 * it changes, not when a reader meets a broken chart.
 *
 * Clients report every outcome; writes are spaced (a success a minute, a failure every ten seconds
 * unless its cause changed) so a busy source costs the database next to nothing.
 */
import type { Db } from '../db/client';
import { upstreamHealth } from '../db/schema';
import type { Clock } from './clock';

export const UPSTREAM_NAMES = {
  worldbank: 'World Bank',
  imf: 'IMF',
  owid: 'Our World in Data',
  sec: 'SEC EDGAR',
  stooq: 'Stooq',
  alphavantage: 'Alpha Vantage',
  tiingo: 'Tiingo',
} as const;

export type UpstreamId = keyof typeof UPSTREAM_NAMES;
export const UPSTREAM_IDS = Object.keys(UPSTREAM_NAMES) as UpstreamId[];

/** `ok`: its last outcome was a success; `failing`: a failure; `unknown`: not called yet. */
export type UpstreamStatus = 'ok' | 'failing' | 'unknown' | 'not configured';

export interface UpstreamState {
  id: UpstreamId;
  name: string;
  kind: 'source' | 'prices';
  configured: boolean;
  status: UpstreamStatus;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastFailure: string | null;
}

export interface UpstreamHealth {
  /** The upstream answered as documented. */
  succeeded(id: UpstreamId): void;
  /** It failed; `cause` says why in words an operator can act on (no secrets). */
  failed(id: UpstreamId, cause: string): void;
  /** Every upstream's state, as every instance recorded it. */
  states(): Promise<UpstreamState[]>;
  /** Writes that are still on their way (tests and the probe wait for them). */
  flushed(): Promise<void>;
}

/** Why an upstream failed, for the operator: the cause the error carries (`operatorCause`), else its message. */
export function operatorCause(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'operatorCause' in error && typeof error.operatorCause === 'string') return error.operatorCause;
  return error instanceof Error ? error.message : String(error);
}

const SUCCESS_EVERY_MS = 60_000;
const FAILURE_EVERY_MS = 10_000;
export const PRICE_PROVIDERS: readonly UpstreamId[] = ['stooq', 'alphavantage', 'tiingo'];

export function createUpstreamHealth(db: Db, clock: Clock, configured: Record<UpstreamId, boolean>): UpstreamHealth {
  const written = new Map<string, { at: number; cause?: string }>();
  const pending = new Set<Promise<unknown>>();
  const write = (key: string, values: Partial<typeof upstreamHealth.$inferInsert> & { upstream: UpstreamId }) => {
    const { upstream, ...set } = values;
    const task = db
      .insert(upstreamHealth)
      .values(values)
      .onConflictDoUpdate({ target: upstreamHealth.upstream, set })
      .catch((error: unknown) => console.error(`[health] could not record ${upstream}: ${(error as Error).message}`))
      .finally(() => pending.delete(task));
    pending.add(task);
    written.set(key, { at: clock.now().getTime(), cause: values.lastFailure ?? undefined });
  };
  return {
    succeeded(id) {
      const last = written.get(`${id}:ok`);
      const now = clock.now();
      // A success right after a failure is written at once, so the table never shows a healed source as failing.
      const failedSince = (written.get(`${id}:failed`)?.at ?? 0) > (last?.at ?? 0);
      if (last && !failedSince && now.getTime() - last.at < SUCCESS_EVERY_MS) return;
      write(`${id}:ok`, { upstream: id, lastSuccessAt: now });
    },
    failed(id, cause) {
      const last = written.get(`${id}:failed`);
      const now = clock.now();
      const text = cause.slice(0, 500);
      if (last && last.cause === text && now.getTime() - last.at < FAILURE_EVERY_MS) return;
      console.error(`[health] ${UPSTREAM_NAMES[id]}: ${text}`);
      write(`${id}:failed`, { upstream: id, lastFailureAt: now, lastFailure: text });
    },
    async states() {
      const rows = await db.select().from(upstreamHealth);
      const byId = new Map(rows.map((row) => [row.upstream, row]));
      return UPSTREAM_IDS.map((id) => {
        const row = byId.get(id);
        const success = row?.lastSuccessAt ?? null;
        const failure = row?.lastFailureAt ?? null;
        const status: UpstreamStatus = !configured[id] ? 'not configured' : failure && (!success || failure > success) ? 'failing' : success ? 'ok' : 'unknown';
        return {
          id,
          name: UPSTREAM_NAMES[id],
          kind: PRICE_PROVIDERS.includes(id) ? 'prices' : 'source',
          configured: configured[id],
          status,
          lastSuccessAt: success?.toISOString() ?? null,
          lastFailureAt: failure?.toISOString() ?? null,
          lastFailure: row?.lastFailure ?? null,
        };
      });
    },
    async flushed() {
      await Promise.all([...pending]);
    },
  };
}
