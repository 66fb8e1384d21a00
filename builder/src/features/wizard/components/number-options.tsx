import type { NumberFormat } from '@shared/spec/chart-spec';
import { Icon } from '../../../components/icons';
import { exampleValue, formatWith, percentLooksWrong } from '../logic/number-example';
import type { OptionsForm } from '../logic/options-form';

const DECIMALS = ['0', '1', '2', '3', '4', '5', '6'];

/**
 * How values are written on the value axis, in tooltips and in the data table: prefix, suffix,
 * decimals, percent and compact, with an example that follows every change.
 */
export function NumberOptions(props: {
  form: OptionsForm;
  format: NumberFormat | undefined;
  range: { min: number; max: number } | null;
  onForm(patch: Partial<OptionsForm>): void;
}) {
  const { form, format, range } = props;
  const largest = range ? (Math.abs(range.max) >= Math.abs(range.min) ? range.max : range.min) : null;
  return (
    <>
      <div className="field-pair">
        <label className="field">
          Prefix
          <input value={form.prefix} maxLength={20} placeholder="$" onChange={(e) => props.onForm({ prefix: e.target.value })} />
        </label>
        <label className="field">
          Suffix
          <input value={form.suffix} maxLength={20} placeholder=" kg" onChange={(e) => props.onForm({ suffix: e.target.value })} />
        </label>
      </div>
      <label className="field">
        Decimals
        <select value={form.decimals} onChange={(e) => props.onForm({ decimals: e.target.value })}>
          <option value="">As in the data</option>
          {DECIMALS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={form.percent} onChange={(e) => props.onForm({ percent: e.target.checked })} />
        <span>
          Percent <span className="muted">(0.25 reads 25%)</span>
        </span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={form.compact} onChange={(e) => props.onForm({ compact: e.target.checked })} />
        <span>
          Compact <span className="muted">(12K, 3.4M, 5B)</span>
        </span>
      </label>
      {/* One live region for the example and the warning, so a screen reader hears each change. A
          status role rather than aria-live: a dialog opened over the wizard keeps [aria-live]
          elements visible and hides their siblings one by one, these labels included. */}
      <div role="status" className="number-preview">
        <p className="number-example">
          <span className="muted">Example</span> <b>{formatWith(exampleValue(format), format)}</b>
          {largest !== null ? (
            <>
              <br />
              <span className="muted">Largest value in the data</span> <b>{formatWith(largest, format)}</b>
            </>
          ) : null}
        </p>
        {percentLooksWrong(format, range) ? (
          <div className="option-warning">
            <Icon name="warning" />
            <p>
              With Percent, 0.25 reads 25%, so {formatWith(largest ?? 0)} reads {formatWith(largest ?? 0, format)}. If your values are already percentages, turn
              Percent off and use the suffix % instead.
            </p>
            <button type="button" className="button button-outline button-small" onClick={() => props.onForm({ percent: false, suffix: '%' })}>
              Use suffix %
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
