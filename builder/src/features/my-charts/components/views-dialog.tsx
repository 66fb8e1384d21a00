import { useQuery } from '@tanstack/react-query';
import { ChartView } from '../../../components/chart-view';
import { Dialog } from '../../../components/dialog';
import type { ChartRecord } from '@shared/api/charts';
import { viewsHistoryQuery } from '../api/my-charts';

/** A chart's views over the last 30 days, drawn by the widget. */
export function ViewsDialog({ chart, onClose }: { chart: ChartRecord; onClose(): void }) {
  const history = useQuery(viewsHistoryQuery(chart.id));
  return (
    <Dialog open onOpenChange={onClose} title={`Views of ${chart.name || 'this chart'}`} description="The last 30 days" size="large">
      {history.data ? (
        <ChartView
          height={320}
          spec={{
            chartType: 'bar',
            theme: chart.theme,
            data: { labels: history.data.map((d) => d.day), datasets: [{ label: 'Views', data: history.data.map((d) => d.views) }] },
            options: {
              title: '',
              xAxis: 'Day',
              yAxis: 'Views',
              legendPosition: 'none',
              animation: false,
              tooltips: true,
              responsive: true,
              numberFormat: { decimals: 0 },
            },
          }}
        />
      ) : (
        <div className="skeleton" style={{ height: 320 }} />
      )}
    </Dialog>
  );
}
