/**
 * Which version each slug is at, as the embed paths know it: looked up at most every two seconds
 * per slug (at once after an edit on this instance, through lib/chart-changes.ts), once however
 * many requests ask at the same moment, so a popular embed costs no query per reader and sixty
 * readers at an expiry cost one. A record that another version replaced is marked, so answers made
 * from it are no longer served from memory.
 */
import type { Db } from '../../db/client';
import type { ChartChanges } from '../../lib/chart-changes';
import { batchedLookup } from '../../lib/batched-lookup';
import { LruCache } from '../../lib/lru-cache';
import { findChartVersions, loadCharts, type ChartVersion, type EmbeddableChart } from './service';

export const VERSION_TTL_MS = 2000;

/** A slug's version as last looked up. */
export interface KnownVersion {
  version: ChartVersion | null;
  checkedAt: number;
  /** Set once a lookup found another version or the chart changed: answers made from it are stale. */
  replaced?: boolean;
}

/** Counts the charts read whole (tests read it through TEST_HOOKS: what the cheap paths must never do). */
export interface WholeReads {
  chartsRead: number;
}

export function createChartVersions(db: Db, changes: ChartChanges, reads: WholeReads = { chartsRead: 0 }) {
  const versions = new LruCache<KnownVersion>(20_000, () => 1);
  const lookups = new Map<string, Promise<ChartVersion | null>>();
  const wholeLoads = new Map<string, Promise<EmbeddableChart | null>>();
  // Misses arriving together (readers of many different charts) share one query.
  const findVersion = batchedLookup((slugs) => findChartVersions(db, slugs));
  const loadWhole = batchedLookup((slugs) => {
    reads.chartsRead += slugs.length;
    return loadCharts(db, slugs);
  });

  /** Records a slug's version; a different one retires the old record and every answer made from it. */
  function remember(slug: string, known: KnownVersion | null): void {
    const previous = versions.peek(slug);
    if (previous && previous !== known) previous.replaced = true;
    if (known) versions.set(slug, known);
    else versions.delete(slug);
  }
  changes.onChange((slug) => remember(slug, null));

  /** Looks up a slug's version, once however many requests ask at the same moment. */
  function lookUp(slug: string): Promise<ChartVersion | null> {
    let lookup = lookups.get(slug);
    if (!lookup) {
      lookup = findVersion(slug)
        .then((version) => {
          const previous = versions.peek(slug);
          // The same version keeps its record, so the answers made from it stay ready.
          if (previous?.version && version && previous.version.version === version.version) previous.checkedAt = Date.now();
          else remember(slug, { version, checkedAt: Date.now() });
          return version;
        })
        .finally(() => lookups.delete(slug));
      lookups.set(slug, lookup);
    }
    return lookup;
  }

  return {
    /** What is known of a slug, however old. */
    known: (slug: string): KnownVersion | undefined => versions.peek(slug),
    remember,
    lookUp,
    /** The version, from what was looked up less than VERSION_TTL_MS ago, else looked up now. */
    async current(slug: string): Promise<ChartVersion | null> {
      const known = versions.peek(slug);
      return known && Date.now() - known.checkedAt < VERSION_TTL_MS ? known.version : lookUp(slug);
    },
    /**
     * Reads a chart whole, its version with it, once however many requests ask at the same moment,
     * and records that version unless a lookup got there first.
     */
    loadWhole(slug: string): Promise<EmbeddableChart | null> {
      let load = wholeLoads.get(slug);
      if (!load) {
        load = loadWhole(slug)
          .then((chart) => {
            if (!versions.peek(slug)) remember(slug, { version: chart && { id: chart.id, version: chart.version, title: chart.title }, checkedAt: Date.now() });
            return chart;
          })
          .finally(() => wholeLoads.delete(slug));
        wholeLoads.set(slug, load);
      }
      return load;
    },
  };
}
