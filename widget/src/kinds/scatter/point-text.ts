import type { ValueFormat } from '@shared/chart-core/value-format';
import type { ScatterPoint } from '@shared/kinds/scatter/scatter-points';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { PointText } from '../../element/point-tip';

/**
 * What a point says in the tooltip and to screen readers: its label, then x, y and its size under
 * their columns' names, in the chart's number format, and its group beside the group's colour.
 * Made for the one point shown, never for all of them.
 */
export function pointText(spec: ChartSpec, point: ScatterPoint, groups: readonly string[], colors: readonly string[], write: ValueFormat): PointText {
  const [x, y, size] = spec.data.datasets;
  const rows: PointText['rows'] = [
    { slot: -1, label: x?.label ?? 'x', value: write.value(point.x) },
    { slot: -1, label: y?.label ?? 'y', value: write.value(point.y) },
  ];
  if (size) rows.push({ slot: -1, label: size.label, value: write.value(point.size) });
  if (groups.length) rows.push({ slot: -1, label: 'Group', value: groups[point.group]!, color: colors[point.group] });
  return { title: String(spec.data.labels[point.index] ?? ''), rows };
}
