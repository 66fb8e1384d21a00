import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { savedChartSpec } from '@shared/saved-chart-spec';
import { ChartView } from '../../../components/chart-view';
import { useCurrentUser } from '../../../lib/current-user';
import { formatRelative } from '../../../lib/format-date';
import { plural } from '../../../lib/plural';
import type { TrendingChart } from '@shared/api/social';
import { trendingQuery } from '../api/trending';
import { ChartDetail } from './chart-detail';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { feedDataSrc } from './feed-data-src';

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
            <article key={c.id} className={`card card-clickable ${c.id === selected ? 'selected' : ''}`}>
              <button
                type="button"
                className="card-button"
                aria-expanded={c.id === selected}
                onClick={(event) => {
                  chosen.current = event.currentTarget;
                  setSelected((current) => (current === c.id ? null : c.id));
                }}
              >
                <h2>{titleOf(c)}</h2>
                <p className="muted">
                  by @{c.user.username} · {formatRelative(c.createdAt)}
                </p>
              </button>
              <ChartView spec={{ ...savedChartSpec(c), options: { ...c.options, animation: false } }} src={feedDataSrc(c)} height={300} />
              <div className="card-footer">
                <p className="stats muted">
                  <span>{plural(c.views, 'view')}</span> · <span>{plural(c.likes, 'like')}</span> · <span>{plural(c.commentCount, 'comment')}</span>
                </p>
                {user && user.id !== c.user.id ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Report ${titleOf(c)}`}
                    onClick={() => setReporting({ kind: 'chart', id: c.id, name: titleOf(c) })}
                  >
                    Report
                  </button>
                ) : null}
              </div>
            </article>
          ))}
        </div>
      ) : (
        <p className="empty-state">No trending charts yet</p>
      )}
      {reporting ? <ReportDialog target={reporting} onClose={() => setReporting(null)} /> : null}
    </section>
  );
}
