/**
 * The sources an answer cites: one per provider and series set, each a page a reader can open,
 * with when its numbers were read (the oldest of the set, so a cached copy is never passed off as new).
 */
import { SOURCE_NAMES, type SourceId } from '@shared/ai/ai-plan';
import type { CitedSource } from '@shared/api/ai-plan';
import type { CachedSeries } from './series-cache';
import type { Sources } from './sources/registry';

const MAX_TITLE = 200;

export function citationsFor(fetched: readonly CachedSeries[], sources: Sources): CitedSource[] {
  const bySource = new Map<SourceId, CachedSeries[]>();
  for (const item of fetched) bySource.set(item.series.source, [...(bySource.get(item.series.source) ?? []), item]);
  const cited: CitedSource[] = [];
  for (const [id, items] of bySource) {
    const combined = sources[id].source.citationUrl;
    // One page for the set when the source has one (the World Bank's indicator page for those
    // countries); else one citation per distinct page (each company's filings).
    const groups = combined
      ? groupBy(
          items,
          (item) => item.series.indicator,
          (group) => combined(group.map((g) => g.series)),
        )
      : groupBy(
          items,
          (item) => item.series.url,
          (group) => group[0]!.series.url,
        );
    for (const { url, group } of groups) {
      const titles = [
        ...new Set(group.map((g) => (id === 'sec' || id === 'prices' ? `${g.series.entityName} ${g.series.title.toLowerCase()}` : g.series.title))),
      ];
      // What was done to the values (a split adjustment) goes where the reader reads the source.
      const notes = [...new Set(group.map((g) => g.series.note).filter((note): note is string => Boolean(note)))];
      const title = `${SOURCE_NAMES[id]}: ${titles.join('; ')}${notes.length > 0 ? `. ${notes.join(' ')}` : ''}`;
      cited.push({
        title: title.length > MAX_TITLE ? `${title.slice(0, MAX_TITLE - 1)}…` : title,
        url,
        retrievedAt: new Date(Math.min(...group.map((g) => g.fetchedAt.getTime()))).toISOString(),
      });
    }
  }
  return cited;
}

function groupBy(items: CachedSeries[], keyOf: (item: CachedSeries) => string, urlOf: (group: CachedSeries[]) => string) {
  const groups = new Map<string, CachedSeries[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.values()].map((group) => ({ url: urlOf(group), group }));
}
