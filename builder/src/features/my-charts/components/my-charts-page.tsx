import { CHART_TYPES, type ChartType } from '@shared/spec/chart-spec';
import { chartTypeName } from '@shared/spec/chart-type-name';
import { dataSourceName } from '@shared/spec/data-source-name';
import { themeInfo } from '@shared/themes/theme-names';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ChartView } from '../../../components/chart-view';
import { Dialog } from '../../../components/dialog';
import { Icon, type IconName } from '../../../components/icons';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import type { ChartRecord } from '@shared/api/charts';
import { userChartsQuery } from '../api/my-charts';
import { savedChartSpec } from '@shared/spec/saved-chart-spec';
import { DeleteDialog } from './delete-dialog';
import { ListingStatus } from './listing-status';
import { LiveStatus } from './live-status';
import { RenameDialog } from './rename-dialog';
import { saveChartImage } from './save-image';
import { ShareDialog } from './share-dialog';
import { ViewsDialog } from './views-dialog';

/** The card's icon by chart type (docs/product.md, My Charts): one for each type. */
const iconOf = (type: string): IconName => (CHART_TYPES.includes(type as ChartType) ? (type as ChartType) : 'line');

type Open = { kind: 'delete' | 'rename' | 'preview' | 'share' | 'views'; chart: ChartRecord } | null;

/**
 * My Charts (docs/product.md, My Charts): the signed-in user's charts; guests go home. `onEdit`
 * opens the wizard on a chart (the route joins the two: features do not import each other).
 */
export default function MyChartsPage({ onEdit }: { onEdit(chart: ChartRecord): void }) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const charts = useQuery({ ...userChartsQuery, enabled: Boolean(user) });
  const [open, setOpen] = useState<Open>(null);
  if (!userLoading && !user) return <Redirect to="/" />;
  const close = () => setOpen(null);

  return (
    <section className="page">
      <h1>My Charts</h1>
      <p className="muted">Manage your saved charts</p>
      {charts.isLoading || userLoading ? (
        <div className="card-grid" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="card skeleton" style={{ height: 320 }} />
          ))}
        </div>
      ) : charts.data && charts.data.length > 0 ? (
        <div className="card-grid">
          {charts.data.map((chart) => (
            <article key={chart.id} className="card" data-chart-id={chart.id}>
              <header className="card-header">
                <span className="chart-icon">
                  <Icon name={iconOf(chart.chartType)} label={`${chartTypeName(chart.chartType as ChartType)} chart`} />
                </span>
                <div className="card-title">
                  <h2>{chart.name || chart.options.title || 'Untitled Chart'}</h2>
                  <p className="muted">{formatDateTime(chart.createdAt)}</p>
                </div>
                <button type="button" className="icon-button" aria-label="Rename chart" onClick={() => setOpen({ kind: 'rename', chart })}>
                  <Icon name="pencil" />
                </button>
                <button type="button" className="icon-button" aria-label="Delete chart" onClick={() => setOpen({ kind: 'delete', chart })}>
                  <Icon name="trash" />
                </button>
              </header>
              <div className="badges">
                <span className="badge">{chartTypeName(chart.chartType as ChartType)}</span>
                <span className="badge">{themeInfo(chart.theme).name}</span>
                <span className="badge">{dataSourceName(chart.dataSource)}</span>
              </div>
              <LiveStatus chart={chart} />
              <ListingStatus chart={chart} />
              {/* Taller when the chart has texts of its own, so its plot keeps its room (Save Image draws this element). */}
              <ChartView spec={savedChartSpec(chart)} height={chart.options.description || chart.options.notes || chart.options.byline ? 400 : 300} />
              <div className="card-actions">
                <button type="button" className="button button-outline button-small" onClick={() => onEdit(chart)}>
                  Edit
                </button>
                <button type="button" className="button button-outline button-small" onClick={() => setOpen({ kind: 'preview', chart })}>
                  View
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  onClick={() => void saveChartImage(chart.id, chart.name || chart.options.title)}
                >
                  Save Image
                </button>
                <button type="button" className="button button-outline button-small" onClick={() => setOpen({ kind: 'share', chart })}>
                  Share
                </button>
                <button type="button" className="button button-outline button-small" onClick={() => setOpen({ kind: 'views', chart })}>
                  {chart.views} {chart.views === 1 ? 'view' : 'views'}
                </button>
              </div>
            </article>
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <h2>No charts yet</h2>
          <Link href="/?start=1">Create your first chart</Link>
        </div>
      )}
      {open?.kind === 'delete' ? <DeleteDialog chart={open.chart} onClose={close} /> : null}
      {open?.kind === 'rename' ? <RenameDialog chart={open.chart} onClose={close} /> : null}
      {open?.kind === 'preview' ? (
        <Dialog
          open
          onOpenChange={close}
          title={open.chart.name || 'Chart Preview'}
          description={`Created on ${formatDate(open.chart.createdAt)}`}
          size="large"
        >
          <ChartView spec={savedChartSpec(open.chart)} height={480} />
        </Dialog>
      ) : null}
      {open?.kind === 'share' ? <ShareDialog chart={open.chart} onClose={close} /> : null}
      {open?.kind === 'views' ? <ViewsDialog chart={open.chart} onClose={close} /> : null}
    </section>
  );
}
