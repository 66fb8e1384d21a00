/**
 * One small known request to each outside service, so a service that changed shows in its health
 * the day it changes, even when nobody asked it anything that day. `npm run sources:check` runs the
 * probes once and prints them; a server with SOURCE_PROBE=daily runs them for every upstream that
 * nothing has called for a day (so a busy upstream is never probed, and instances share the work).
 */
import { operatorCause, UPSTREAM_NAMES, type UpstreamHealth, type UpstreamId } from './upstream-health';

export interface UpstreamProbe {
  id: UpstreamId;
  /** What is asked, for the printed line ("SP.POP.TOTL for USA"). */
  asks: string;
  run(): Promise<unknown>;
}

export interface ProbeResult {
  id: UpstreamId;
  ok: boolean;
  ms: number;
  cause?: string;
}

const DAY_MS = 24 * 3_600_000;
const CHECK_EVERY_MS = 3_600_000;

export async function runProbes(probes: readonly UpstreamProbe[], health: Pick<UpstreamHealth, 'succeeded' | 'failed'>): Promise<ProbeResult[]> {
  return Promise.all(
    probes.map(async (probe) => {
      const started = performance.now();
      try {
        await probe.run();
        health.succeeded(probe.id);
        return { id: probe.id, ok: true, ms: performance.now() - started };
      } catch (error) {
        const cause = operatorCause(error);
        health.failed(probe.id, cause);
        return { id: probe.id, ok: false, ms: performance.now() - started, cause };
      }
    }),
  );
}

/** One line per upstream, as `npm run sources:check` prints them. */
export function probeLine(probe: Pick<UpstreamProbe, 'id' | 'asks'>, result: ProbeResult): string {
  const name = UPSTREAM_NAMES[probe.id].padEnd(18);
  return result.ok ? `ok      ${name} ${probe.asks} (${Math.round(result.ms)} ms)` : `FAILED  ${name} ${probe.asks}: ${result.cause}`;
}

/** Every hour, probes the upstreams nothing has called for a day; returns a stop function. */
export function scheduleDailyProbe(probes: readonly UpstreamProbe[], health: UpstreamHealth, now: () => Date): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const states = await health.states();
      const quiet = probes.filter((probe) => {
        const state = states.find((s) => s.id === probe.id);
        const last = Math.max(Date.parse(state?.lastSuccessAt ?? '') || 0, Date.parse(state?.lastFailureAt ?? '') || 0);
        return now().getTime() - last >= DAY_MS;
      });
      if (quiet.length > 0) await runProbes(quiet, health);
    } catch (error) {
      console.error(`[health] the daily probe could not run: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void check(), 60_000);
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
