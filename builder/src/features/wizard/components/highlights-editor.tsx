import { useId, useRef } from 'react';
import { labelsFrom, newHighlight, withFrom } from '../logic/annotation-rows';
import type { HighlightFields } from '../logic/options-form';
import { AnnotationRow } from './annotation-row';
import { MAX_ANNOTATIONS } from './reference-lines-editor';

/** The labels to pick from, with a saved range's end that the data no longer has kept at the end. */
function LabelOptions(props: { labels: readonly string[]; current: string }) {
  const missing = props.current !== '' && !props.labels.includes(props.current);
  return (
    <>
      {props.labels.map((label, i) => (
        <option key={i} value={label}>
          {label}
        </option>
      ))}
      {missing ? <option value={props.current}>{props.current} (not in the data)</option> : null}
    </>
  );
}

/** Shaded bands across the plot between two of the data's x labels (both included), each with an optional label. */
export function HighlightsEditor(props: { ranges: HighlightFields[]; labels: readonly string[]; onRanges(ranges: HighlightFields[]): void }) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const { ranges, labels } = props;
  const change = (i: number, range: HighlightFields) => props.onRanges(ranges.map((r, j) => (j === i ? range : r)));
  return (
    <div className="annotation-list" ref={list}>
      <h4>Highlighted ranges</h4>
      {ranges.map((range, i) => (
        <AnnotationRow
          key={i}
          id={`${id}-${i}`}
          name={`Range ${i + 1}`}
          onRemove={() => {
            props.onRanges(ranges.filter((_, j) => j !== i));
            add.current?.focus();
          }}
        >
          <div className="field-pair">
            <div className="field">
              <label htmlFor={`${id}-${i}-from`}>From</label>
              <select id={`${id}-${i}-from`} value={range.from} onChange={(e) => change(i, withFrom(range, e.target.value, labels))}>
                <LabelOptions labels={labels} current={range.from} />
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-${i}-to`}>To</label>
              <select id={`${id}-${i}-to`} value={range.to} onChange={(e) => change(i, { ...range, to: e.target.value })}>
                <LabelOptions labels={labelsFrom(labels, range.from)} current={range.to} />
              </select>
            </div>
          </div>
          <label className="field">
            Label
            <input value={range.label} maxLength={100} placeholder="Recession" onChange={(e) => change(i, { ...range, label: e.target.value })} />
          </label>
        </AnnotationRow>
      ))}
      <button
        ref={add}
        type="button"
        className="button button-outline button-small annotation-add"
        disabled={ranges.length >= MAX_ANNOTATIONS || labels.length === 0}
        onClick={() => {
          props.onRanges([...ranges, newHighlight(labels)]);
          setTimeout(() => list.current?.querySelector<HTMLSelectElement>('.annotation-row:last-of-type select')?.focus());
        }}
      >
        + Add highlighted range
      </button>
    </div>
  );
}
