import { useEffect, useState } from 'react';
import { LIVE_SOURCES } from '@shared/spec/chart-spec';
import type { ChartRecord } from '@shared/api/charts';
import { Icon } from '../../../components/icons';
import { toast, toastError } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/format-date';
import { useRefreshChart, useSetLive } from '../api/my-charts';

/**
 * A ticker, CSV-address or AI chart's freshness (docs/product.md, My Charts): `Live` while the
 * server refreshes it, when its data last changed, why the last refresh failed, `Refresh now`, and
 * the switch for live updates. CSV uploads, and AI charts saved without the plan their data is
 * fetched by, cannot be refreshed, so they show none of it.
 */
export function LiveStatus({ chart }: { chart: ChartRecord }) {
  const refresh = useRefreshChart();
  const setLive = useSetLive();
  // The switch shows the new state at once, and keeps it until the reloaded list says the same (as
  // the Trending box does: cleared in the save's callbacks, it flipped back for a moment).
  const [switching, setSwitching] = useState<boolean | null>(null);
  useEffect(() => {
    if (switching === chart.live) setSwitching(null);
  }, [switching, chart.live]);
  if (!LIVE_SOURCES.includes(chart.dataSource) || (chart.dataSource === 'query' && !chart.plan)) return null;
  return (
    <div className="live-status">
      <p className="live-line">
        {chart.live ? <span className="badge badge-live">Live</span> : null}
        <span className="muted">Updated {formatDateTime(chart.dataUpdatedAt)}</span>
      </p>
      {chart.refreshError ? (
        <p className="refresh-error" role="status">
          <Icon name="warning" />
          <span>
            <strong>Refresh failed:</strong> {chart.refreshError}
          </span>
        </p>
      ) : null}
      <div className="live-actions">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={switching ?? chart.live}
            disabled={setLive.isPending}
            onChange={(e) => {
              setSwitching(e.target.checked);
              setLive.mutate(
                { id: chart.id, live: e.target.checked },
                {
                  onSuccess: (saved) => toast({ title: saved.live ? 'Live updates on' : 'Live updates off' }),
                  onError: (error) => {
                    setSwitching(null);
                    toastError(error, 'Failed to change live updates');
                  },
                },
              );
            }}
          />
          Live updates
        </label>
        <button
          type="button"
          className="button button-outline button-small"
          disabled={refresh.isPending}
          onClick={() =>
            refresh.mutate(chart.id, {
              onSuccess: () => toast({ title: 'Chart refreshed' }),
              onError: (error) => toastError(error, 'Failed to refresh chart'),
            })
          }
        >
          {refresh.isPending ? 'Refreshing...' : 'Refresh now'}
        </button>
      </div>
    </div>
  );
}
