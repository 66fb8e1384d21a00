import { lazy, Suspense, useState } from 'react';
import type { ChartRecord } from '@shared/api/charts';
import MyChartsPage from '../../features/my-charts/components/my-charts-page';

const ChartWizard = lazy(() => import('../../features/wizard/components/chart-wizard'));

/**
 * '/my-charts': My Charts, and the wizard its Edit buttons open on a saved chart. Features do not
 * import each other, so this route joins the two, as '/' joins the landing page and the wizard:
 * My Charts hands up the chart it has, and the wizard takes it as `chart` and opens on step 2.
 */
export default function MyChartsRoute() {
  const [editing, setEditing] = useState<{ chart: ChartRecord; open: boolean; key: number } | null>(null);
  return (
    <>
      <MyChartsPage onEdit={(chart) => setEditing((e) => ({ chart, open: true, key: (e?.key ?? 0) + 1 }))} />
      {editing ? (
        <Suspense fallback={null}>
          <ChartWizard key={editing.key} open={editing.open} chart={editing.chart} onOpenChange={(open) => setEditing((e) => e && { ...e, open })} />
        </Suspense>
      ) : null}
    </>
  );
}
