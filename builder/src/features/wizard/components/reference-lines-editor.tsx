import { useId, useRef } from 'react';
import { newReferenceLine } from '../logic/annotation-rows';
import type { OptionProblems, ReferenceLineFields } from '../logic/options-form';
import { AnnotationRow } from './annotation-row';
import { FieldProblem, problemProps } from './field-problem';

/** The API keeps at most ten of each annotation. */
export const MAX_ANNOTATIONS = 10;

/** Horizontal lines across the plot at a value, each with an optional label: a target, an average, a limit. */
export function ReferenceLinesEditor(props: {
  lines: ReferenceLineFields[];
  problems: OptionProblems;
  range: { min: number; max: number } | null;
  onLines(lines: ReferenceLineFields[]): void;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const { lines } = props;
  const change = (i: number, patch: Partial<ReferenceLineFields>) => props.onLines(lines.map((line, j) => (j === i ? { ...line, ...patch } : line)));
  return (
    <div className="annotation-list" ref={list}>
      <h4>Reference lines</h4>
      {lines.map((line, i) => {
        const problem = props.problems[`referenceLines.${i}`];
        return (
          <AnnotationRow
            key={i}
            id={`${id}-${i}`}
            name={`Line ${i + 1}`}
            onRemove={() => {
              props.onLines(lines.filter((_, j) => j !== i));
              add.current?.focus();
            }}
          >
            <div className="field-pair field-pair-wide">
              <div className="field">
                <label htmlFor={`${id}-${i}-value`}>Value</label>
                <input
                  id={`${id}-${i}-value`}
                  inputMode="decimal"
                  value={line.value}
                  onChange={(e) => change(i, { value: e.target.value })}
                  {...problemProps(`${id}-${i}-problem`, problem)}
                />
              </div>
              <label className="field">
                Label
                <input value={line.label} maxLength={100} placeholder="Target" onChange={(e) => change(i, { label: e.target.value })} />
              </label>
            </div>
            <FieldProblem id={`${id}-${i}-problem`} problem={problem} />
          </AnnotationRow>
        );
      })}
      <button
        ref={add}
        type="button"
        className="button button-outline button-small annotation-add"
        disabled={lines.length >= MAX_ANNOTATIONS}
        onClick={() => {
          props.onLines([...lines, newReferenceLine(props.range)]);
          // The new line's value, once React has drawn it.
          setTimeout(() => list.current?.querySelector<HTMLInputElement>('.annotation-row:last-of-type input')?.focus());
        }}
      >
        + Add reference line
      </button>
    </div>
  );
}
