// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartSpec } from '@shared/spec/chart-spec';
import { ResultStep } from './result-step';

// The preview is the widget's business; here it shows which flags it was given.
vi.mock('../../../components/chart-view', () => ({
  ChartView: ({ flags }: { flags?: object }) => <div data-testid="chart">{JSON.stringify(flags ?? {})}</div>,
}));

afterEach(cleanup);

const unlisted = () => ({ listed: false, saving: false, setListed: vi.fn() });

const spec = { chartType: 'line', theme: 'neon-midnight', data: { labels: [], datasets: [] }, options: {} } as unknown as ChartSpec;

describe('the result step', () => {
  it('rewrites the embed code and the preview with the embed options', () => {
    render(<ResultStep slug="abc" spec={spec} dataSource="csv" listing={unlisted()} />);
    const code = () => document.querySelector('.embed-code code')!.textContent;
    expect(code()).toBe(`<script src="${window.location.origin}/e/abc.js"></script>`);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Static/ }));
    fireEvent.change(screen.getByLabelText('Numbers and dates in'), { target: { value: 'fr-FR' } });
    expect(code()).toBe(`<script src="${window.location.origin}/e/abc.js" data-static data-lang="fr-FR"></script>`);
    expect(JSON.parse(screen.getAllByTestId('chart')[0]!.textContent!)).toEqual({ static: true, lang: 'fr-FR' });
  });

  it('offers Show on Trending, unticked for a new chart, says what it means, and asks for the change', () => {
    const listing = unlisted();
    const { rerender } = render(<ResultStep slug="abc" spec={spec} dataSource="csv" listing={listing} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show on Trending' });
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Listed charts appear on the public Trending feed. Unlisted charts are still visible to anyone with the link or embed.',
    );
    fireEvent.click(box);
    expect(listing.setListed).toHaveBeenCalledWith(true);
    rerender(<ResultStep slug="abc" spec={spec} dataSource="csv" listing={{ ...listing, listed: true, saving: true }} />);
    const saving = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Show on Trending' });
    expect(saving.checked).toBe(true);
    expect(saving.disabled).toBe(true);
  });

  it('promises nothing that does not exist', () => {
    render(<ResultStep slug="abc" spec={spec} dataSource="csv" listing={unlisted()} />);
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });
});
