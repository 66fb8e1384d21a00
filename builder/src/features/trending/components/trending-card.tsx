import { useId } from 'react';
import { savedChartSpec } from '@shared/spec/saved-chart-spec';
import type { TrendingChart } from '@shared/api/social';
import { ChartView } from '../../../components/chart-view';
import { formatRelative } from '../../../lib/format-date';
import { plural } from '../../../lib/plural';
import { feedDataSrc } from './feed-data-src';

/**
 * A chart in the feed. Its title is a heading holding the one button that opens the detail (HTML
 * allows no heading inside a button); the byline describes the button, and the button's hit area
 * stretches over both, so the whole head of the card still opens it.
 */
export function TrendingCard({
  chart,
  title,
  selected,
  onToggle,
  onReport,
}: {
  chart: TrendingChart;
  title: string;
  selected: boolean;
  /** With the card's button, which focus returns to when the detail closes. */
  onToggle(button: HTMLButtonElement): void;
  /** Only for charts the signed-in reader may report. */
  onReport?: () => void;
}) {
  const bylineId = useId();
  return (
    <article className={`card ${selected ? 'selected' : ''}`}>
      <div className="card-head">
        <h2>
          <button type="button" className="card-button" aria-expanded={selected} aria-describedby={bylineId} onClick={(event) => onToggle(event.currentTarget)}>
            {title}
          </button>
        </h2>
        <p className="muted" id={bylineId}>
          by @{chart.user.username} · {formatRelative(chart.createdAt)}
        </p>
      </div>
      {/* The card names the chart; the chart alone fills it (the detail shows its title, notes and source). */}
      <ChartView
        spec={{ ...savedChartSpec(chart), options: { ...chart.options, animation: false } }}
        src={feedDataSrc(chart)}
        height={300}
        flags={{ plain: true }}
      />
      <div className="card-footer">
        <p className="stats muted">
          <span>{plural(chart.views, 'view')}</span> · <span>{plural(chart.likes, 'like')}</span> · <span>{plural(chart.commentCount, 'comment')}</span>
        </p>
        {onReport ? (
          <button type="button" className="link-button" aria-label={`Report ${title}`} onClick={onReport}>
            Report
          </button>
        ) : null}
      </div>
    </article>
  );
}
