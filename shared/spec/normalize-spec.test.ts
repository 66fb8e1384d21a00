import { describe, expect, it } from 'vitest';
import { normalizeSpec } from './normalize-spec';

describe('normalizeSpec', () => {
  it('fills defaults and keeps what is valid', () => {
    const spec = normalizeSpec({
      chartType: 'bar',
      data: { labels: ['a', 2, null], datasets: [{ data: [1, 2, 3], stacked: true }, 'junk', { label: 'no data' }] },
      options: { title: 'T', animation: false },
      source: { label: 'AAPL', url: 'https://example.com' },
    });
    expect(spec.chartType).toBe('bar');
    expect(spec.theme).toBe('neon-midnight');
    expect(spec.data.labels).toEqual(['a', 2, null]);
    expect(spec.data.datasets).toEqual([{ label: 'Data', data: [1, 2, 3], stacked: true }]);
    expect(spec.options).toMatchObject({ title: 'T', animation: false, tooltips: true, legendPosition: 'right' });
    expect(spec.source).toEqual({ label: 'AAPL', url: 'https://example.com' });
  });

  it('draws an unknown chart type as a line and drops a source without a label', () => {
    const spec = normalizeSpec({ chartType: 'radar', data: { labels: [], datasets: [] }, source: { url: 'https://example.com' } });
    expect(spec.chartType).toBe('line');
    expect(spec.source).toBeUndefined();
  });

  it('keeps a list of sources, and nothing that is not a list', () => {
    const data = { labels: [], datasets: [] };
    const sources = [{ label: 'World Bank', url: 'https://data.worldbank.org/' }, { label: 'IMF' }];
    expect(normalizeSpec({ data, sources }).sources).toEqual(sources);
    expect(normalizeSpec({ data, sources: 'World Bank' }).sources).toBeUndefined();
    expect(normalizeSpec({ data }).sources).toBeUndefined();
  });

  it('keeps the time a live chart was updated only when it is one', () => {
    const data = { labels: [], datasets: [] };
    expect(normalizeSpec({ data, updatedAt: '2026-11-23T08:00:00.000Z' }).updatedAt).toBe('2026-11-23T08:00:00.000Z');
    expect(normalizeSpec({ data, updatedAt: 'yesterday' }).updatedAt).toBeUndefined();
    expect(normalizeSpec({ data, updatedAt: 5 }).updatedAt).toBeUndefined();
  });

  it('refuses what cannot be drawn, with a readable message', () => {
    expect(() => normalizeSpec(null)).toThrow('This chart has no data to draw.');
    expect(() => normalizeSpec({ data: { labels: 'a,b' } })).toThrow('This chart has no data to draw.');
  });
});
