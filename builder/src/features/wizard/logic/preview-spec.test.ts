import { describe, expect, it } from 'vitest';
import { previewSpec } from './preview-spec';
import { initialWizardState } from './wizard-state';

const data = { labels: ['2024'], datasets: [{ label: 'GDP', data: [1] }] };

describe('previewSpec', () => {
  it('is nothing before there is data', () => {
    expect(previewSpec(initialWizardState('AAPL'))).toBeNull();
  });

  it('captions a ticker chart with its ticker', () => {
    const spec = previewSpec({ ...initialWizardState('AAPL'), chartData: data, sourceLabel: 'AAPL' });
    expect(spec?.data).toBe(data);
    expect(spec?.source).toEqual({ label: 'AAPL' });
    expect(spec?.sources).toBeUndefined();
  });

  it('cites every source of an AI answer, linked', () => {
    const sources = [
      { title: 'World Bank', url: 'https://data.worldbank.org/x', retrievedAt: '2026-11-25T00:00:00Z' },
      { title: 'IMF', url: 'https://www.imf.org/y', retrievedAt: '2026-11-25T00:00:00Z' },
    ];
    const spec = previewSpec({ ...initialWizardState('GDP of France and Germany'), chartData: data, sources });
    expect(spec?.sources).toEqual([
      { label: 'World Bank', url: 'https://data.worldbank.org/x' },
      { label: 'IMF', url: 'https://www.imf.org/y' },
    ]);
  });
});
