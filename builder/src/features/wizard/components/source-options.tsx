import { useId } from 'react';
import type { ChartSource } from '@shared/spec/chart-spec';
import { sourceLinkProblem, type SourceFields } from '../logic/source-fields';
import { FieldProblem, problemProps } from './field-problem';

/**
 * Where the data comes from, written under the chart as its source. The guess (the file name, the
 * ticker, the address) shows in the empty fields and is named below them, so the creator sees it
 * and can write their own; an emptied field takes the guess again.
 */
export function SourceOptions(props: { fields: SourceFields; guess: ChartSource | undefined; onFields(patch: Partial<SourceFields>): void }) {
  const id = useId();
  const problem = sourceLinkProblem(props.fields.link);
  const { guess } = props;
  return (
    <>
      <label className="field">
        Source name
        <input
          value={props.fields.name}
          maxLength={200}
          placeholder={guess?.label ?? 'Statistics Norway'}
          aria-describedby={`${id}-hint`}
          onChange={(e) => props.onFields({ name: e.target.value })}
        />
      </label>
      <div className="field">
        <label htmlFor={`${id}-link`}>Source link</label>
        <input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          value={props.fields.link}
          placeholder={guess?.url ?? 'https://'}
          onChange={(e) => props.onFields({ link: e.target.value })}
          {...problemProps(`${id}-problem`, problem)}
        />
        <FieldProblem id={`${id}-problem`} problem={problem} />
      </div>
      <p className="muted hint" id={`${id}-hint`}>
        {guess ? `Left empty, the source is “${guess.label}”, our guess from your data.` : 'Left empty, the chart names no source.'}
      </p>
    </>
  );
}

/** An AI chart's sources are the ones it was fetched from: named under the preview, not edited. */
export function CitedSourceNote() {
  return <p className="muted hint">Source: the sources this answer was fetched from, listed under the preview. They can’t be changed.</p>;
}
