import type { DataSource } from '@shared/spec/chart-spec';

/**
 * A title taken from where the data came from, so a chart is never saved as "Untitled Chart"
 * because nobody typed one: the AI plan's name, a file's or an address's file name in words
 * (`sales_by-quarter.csv` → `Sales by quarter`), or the ticker. Null when there is nothing to go by.
 */
export function dataTitle(source: DataSource, from: { planName?: string | null; file?: string | null; url?: string | null; ticker?: string }): string | null {
  if (source === 'query') return from.planName?.trim() || null;
  if (source === 'ticker') return from.ticker?.trim().toUpperCase() || null;
  const name = source === 'csv' ? from.file : fileNameOf(from.url);
  const words = name
    ?.replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : null;
}

function fileNameOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const path = new URL(url).pathname;
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || null;
  } catch {
    return null;
  }
}
