import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { savedChartSpec } from '@shared/spec/saved-chart-spec';
import { ChartView } from '../../../components/chart-view';
import { openAuthDialog } from '../../../hooks/use-auth-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { plural } from '../../../lib/plural';
import type { TrendingChart } from '@shared/api/social';
import { commentsQuery } from '../api/trending';
import { useSocialActions } from '../hooks/use-social-actions';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { feedDataSrc } from './feed-data-src';

/**
 * The detail of a trending chart (docs/product.md, Trending): the chart at 500 px, likes, and the
 * comments. It opens scrolled into view and focused.
 */
export function ChartDetail({ chart, title, onClose }: { chart: TrendingChart; title: string; onClose(): void }) {
  const { user } = useCurrentUser();
  const self = useRef<HTMLElement>(null);
  useEffect(() => {
    // It sits above the grid, so a card further down would open it out of sight.
    self.current?.scrollIntoView({ block: 'start' });
    self.current?.focus({ preventScroll: true });
  }, [chart.id]);
  const comments = useQuery(commentsQuery(chart.id));
  const actions = useSocialActions(chart.id);

  const like = () => (user ? actions.like() : openAuthDialog());

  const count = comments.data?.reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0) ?? chart.commentCount;
  return (
    <section className="chart-detail" aria-label={title} ref={self} tabIndex={-1}>
      <header className="detail-header">
        {/* The chart draws its own title; the heading stays for screen readers and the outline. */}
        <h2 className={chart.options.title === title ? 'sr-only' : undefined}>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {/* One element per chart: a reader who opened the last one's table starts on the next one's chart. */}
      <ChartView key={chart.slug} spec={savedChartSpec(chart)} src={feedDataSrc(chart)} height={500} />
      <div className="detail-stats">
        <span>{plural(chart.views, 'view')}</span>
        <button
          type="button"
          className="button button-outline button-small like-button"
          aria-pressed={chart.liked}
          title={chart.liked ? 'Unlike' : 'Like'}
          onClick={like}
          disabled={actions.liking}
        >
          ♥ {chart.likes}
        </button>
        <span>{plural(count, 'comment')}</span>
      </div>
      {user ? (
        <CommentForm onSend={actions.comment} sending={actions.commenting} />
      ) : (
        <div className="guest-prompt">
          <p>Sign in to like and comment on charts</p>
          <button type="button" className="button button-small" onClick={() => openAuthDialog()}>
            Sign In
          </button>
        </div>
      )}
      <CommentList threads={comments.data} count={count} user={user} onReply={actions.reply} onDelete={actions.remove} />
    </section>
  );
}
