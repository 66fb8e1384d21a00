// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrendingChart } from '@shared/api/social';
import { TrendingCard } from './trending-card';

// The chart is the widget's business.
vi.mock('../../../components/chart-view', () => ({ ChartView: () => <div data-testid="chart" /> }));

afterEach(cleanup);

const chart = {
  id: 3,
  slug: 'sales',
  name: 'Sales',
  chartType: 'bar',
  theme: 'dark-green',
  data: { labels: ['Q1'], datasets: [{ label: 'Sales', data: [3] }] },
  options: {},
  createdAt: new Date().toISOString(),
  views: 12,
  likes: 1,
  commentCount: 0,
  user: { id: 9, username: 'ada' },
} as unknown as TrendingChart;

describe('a card in the feed', () => {
  it('is one button, named by the title under a heading and described by the byline', () => {
    const onToggle = vi.fn();
    render(<TrendingCard chart={chart} title="Sales" selected={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Sales', description: 'by @ada · less than a minute ago' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 2, name: 'Sales' }).contains(button)).toBe(true);
    expect(button.querySelector('h1, h2, h3, h4, h5, h6, p, div')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('says when it is open, and offers a report when it may be reported', () => {
    const onReport = vi.fn();
    render(<TrendingCard chart={chart} title="Sales" selected onToggle={() => {}} onReport={onReport} />);
    expect(screen.getByRole('button', { name: 'Sales' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Report Sales' }));
    expect(onReport).toHaveBeenCalledOnce();
    screen.getByText('12 views');
  });
});
