import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useCurrentUser } from '../../../lib/current-user';
import type { TrendingChart } from '@shared/api/social';
import { trendingQuery } from '../api/trending';
import { ChartDetail } from './chart-detail';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { TrendingCard } from './trending-card';

const titleOf = (chart: TrendingChart) => chart.name || chart.options.title || 'Untitled Chart';

/**
 * Trending Charts (docs/product.md, Trending): the feed, and the detail of the card chosen (chosen
 * again, it closes). Signed-in readers may report other people's charts.
 */
export default function TrendingPage() {
  const trending = useQuery(trendingQuery);
  const { user } = useCurrentUser();
  const [selected, setSelected] = useState<number | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const chart = trending.data?.find((c) => c.id === selected) ?? null;
  const chosen = useRef<HTMLButtonElement | null>(null);
  // Back to the card, once the detail above the grid is gone and the card has moved up to its place.
  const close = () => {
    flushSync(() => setSelected(null));
    chosen.current?.focus();
  };
  return (
    <section className="page">
      <h1>Trending Charts</h1>
      {chart ? <ChartDetail chart={chart} title={titleOf(chart)} onClose={close} /> : null}
      {trending.isLoading ? (
        <p>Loading charts...</p>
      ) : trending.data && trending.data.length > 0 ? (
        <div className="card-grid">
          {trending.data.map((c) => (
            <TrendingCard
              key={c.id}
              chart={c}
              title={titleOf(c)}
              selected={c.id === selected}
              onToggle={(button) => {
                chosen.current = button;
                setSelected((current) => (current === c.id ? null : c.id));
              }}
              onReport={user && user.id !== c.user.id ? () => setReporting({ kind: 'chart', id: c.id, name: titleOf(c) }) : undefined}
            />
          ))}
        </div>
      ) : (
        <p className="empty-state">No trending charts yet</p>
      )}
      {reporting ? <ReportDialog target={reporting} onClose={() => setReporting(null)} /> : null}
    </section>
  );
}
