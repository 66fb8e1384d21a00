import type { ReactNode } from 'react';
import type { ChartOptions, LegendPosition } from '@shared/spec/chart-spec';
import { LEGEND_POSITIONS } from '@shared/spec/chart-spec';

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * How the chart is laid out: the legend, the chart kind's own controls (bars across or up), series
 * stacked (bars and areas of more than one series), and the embed's behaviour flags.
 */
export function LayoutOptions(props: {
  options: ChartOptions;
  onOption<K extends keyof ChartOptions>(key: K, value: ChartOptions[K]): void;
  /** The chart kind's own controls (kinds/), if it has any. */
  kindControls: ReactNode;
  /** Offered for bars and areas of more than one series. */
  stacked: boolean | null;
  onStacked(on: boolean): void;
}) {
  const { options } = props;
  return (
    <>
      <label className="field">
        Legend position
        <select value={options.legendPosition} onChange={(e) => props.onOption('legendPosition', e.target.value as LegendPosition)}>
          {LEGEND_POSITIONS.map((p) => (
            <option key={p} value={p}>
              {capitalised(p)}
            </option>
          ))}
        </select>
      </label>
      {props.kindControls}
      {props.stacked === null ? null : (
        <label className="checkbox">
          <input type="checkbox" checked={props.stacked} onChange={(e) => props.onStacked(e.target.checked)} />
          <span>
            Stack series <span className="muted">(each on top of the one before)</span>
          </span>
        </label>
      )}
      {(['animation', 'tooltips', 'responsive'] as const).map((key) => (
        <label key={key} className="checkbox">
          <input type="checkbox" checked={options[key]} onChange={(e) => props.onOption(key, e.target.checked)} />
          {capitalised(key)}
        </label>
      ))}
    </>
  );
}
