import { useId } from 'react';
import type { ChartKind } from '../kinds/chart-kind';
import { formatWith } from '../logic/number-example';
import type { OptionProblems, OptionsForm } from '../logic/options-form';
import { FieldProblem, problemProps } from './field-problem';

/**
 * The axes' titles (or, for a kind titled by its columns or without axes, the labels column's
 * name) and the value axis's range: a minimum and maximum the axis reaches at least
 * (it always covers the data), and whether lines and areas start at zero (bars always do). A kind
 * without a value axis (a pie) has none to range.
 */
export function AxisOptions(props: {
  kind: ChartKind;
  xAxis: string;
  yAxis: string;
  onAxisTitle(key: 'xAxis' | 'yAxis', title: string): void;
  form: OptionsForm;
  problems: OptionProblems;
  range: { min: number; max: number } | null;
  onForm(patch: Partial<OptionsForm>): void;
}) {
  const { form, problems, range } = props;
  const minProblem = useId();
  const maxProblem = useId();
  const hint = useId();
  const { kind } = props;
  return (
    <>
      {kind.labelsColumnHint ? (
        <div className="field">
          <label htmlFor={`${hint}-labels`}>Labels column</label>
          <input
            id={`${hint}-labels`}
            value={props.xAxis}
            maxLength={200}
            aria-describedby={`${hint}-labels-hint`}
            onChange={(e) => props.onAxisTitle('xAxis', e.target.value)}
          />
          <p className="muted hint" id={`${hint}-labels-hint`}>
            {kind.labelsColumnHint}
          </p>
        </div>
      ) : (
        <>
          <label className="field">
            X-Axis Label
            <input value={props.xAxis} maxLength={200} onChange={(e) => props.onAxisTitle('xAxis', e.target.value)} />
          </label>
          <label className="field">
            Y-Axis Label
            <input value={props.yAxis} maxLength={200} onChange={(e) => props.onAxisTitle('yAxis', e.target.value)} />
          </label>
        </>
      )}
      {kind.valueAxis ? (
        <fieldset className="option-group">
          <legend>Value axis{kind.valueAxisWhere ?? ''}</legend>
          <div className="field-pair">
            <div className="field">
              <label htmlFor={`${hint}-min`}>Minimum</label>
              <input
                id={`${hint}-min`}
                inputMode="decimal"
                value={form.yMin}
                placeholder="Auto"
                onChange={(e) => props.onForm({ yMin: e.target.value })}
                {...problemProps(minProblem, problems.yMin)}
              />
              <FieldProblem id={minProblem} problem={problems.yMin} />
            </div>
            <div className="field">
              <label htmlFor={`${hint}-max`}>Maximum</label>
              <input
                id={`${hint}-max`}
                inputMode="decimal"
                value={form.yMax}
                placeholder="Auto"
                onChange={(e) => props.onForm({ yMax: e.target.value })}
                {...problemProps(maxProblem, problems.yMax)}
              />
              <FieldProblem id={maxProblem} problem={problems.yMax} />
            </div>
          </div>
          {kind.fromZero ? null : (
            <label className="checkbox">
              <input type="checkbox" checked={form.startAtZero} onChange={(e) => props.onForm({ startAtZero: e.target.checked })} />
              Start at zero
            </label>
          )}
          <p className="muted hint" id={hint}>
            The axis always covers the data
            {range ? ` (${formatWith(range.min)} to ${formatWith(range.max)})` : ''}: a minimum above its smallest value or a maximum below its largest
            stretches to include it.{kind.fromZero ? ' Bars always start at zero.' : ''}
          </p>
        </fieldset>
      ) : null}
    </>
  );
}
