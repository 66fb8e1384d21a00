// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartSpec } from '@shared/chart-spec';
import { ResultStep } from './result-step';

// The preview is the widget's business; here it shows which flags it was given.
vi.mock('../../../components/chart-view', () => ({
  ChartView: ({ flags }: { flags?: object }) => <div data-testid="chart">{JSON.stringify(flags ?? {})}</div>,
}));

afterEach(cleanup);

const spec = { chartType: 'line', theme: 'neon-midnight', data: { labels: [], datasets: [] }, options: {} } as unknown as ChartSpec;

describe('the result step', () => {
  it('rewrites the embed code and the preview with the embed options', () => {
    render(<ResultStep slug="abc" spec={spec} dataSource="csv" />);
    const code = () => document.querySelector('.embed-code code')!.textContent;
    expect(code()).toBe(`<script src="${window.location.origin}/e/abc.js"></script>`);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Static/ }));
    fireEvent.change(screen.getByLabelText('Numbers and dates in'), { target: { value: 'fr-FR' } });
    expect(code()).toBe(`<script src="${window.location.origin}/e/abc.js" data-static data-lang="fr-FR"></script>`);
    expect(JSON.parse(screen.getAllByTestId('chart')[0]!.textContent!)).toEqual({ static: true, lang: 'fr-FR' });
  });
});
