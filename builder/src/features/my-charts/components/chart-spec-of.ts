import type { ChartSpec } from '../../../../../shared/chart-spec';
import type { Chart } from '../../../types/api';

/** A saved chart as the widget draws it. */
export const specOf = (chart: Chart): ChartSpec => ({
  chartType: chart.chartType,
  theme: chart.theme,
  data: chart.data,
  options: chart.options,
  ...(chart.sourceValue ? { source: { label: chart.sourceValue } } : {}),
});
