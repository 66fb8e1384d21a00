import { useId } from 'react';
import type { KindControlProps } from '../kinds/chart-kind';
import { kindByChoice, kindOf, offeredKinds } from '../kinds/registry';
import { numericColumnCount } from '../logic/data-table';
import { dataSourceOf } from '../logic/wizard-source';

/**
 * The Chart type list: the kinds this data's source offers (kinds/registry.ts). A kind this data
 * does not suit stays in the list, disabled, with its reason; the chosen kind, picked before the
 * data changed, may no longer suit it, and a note says so. A kind the data suits particularly (x/y
 * data, a scatter) is offered under the list, with a button to choose it.
 */
export function TypePicker({ state, dispatch }: KindControlProps) {
  const noteId = useId();
  const labels = state.chartData?.labels ?? [];
  const numeric = numericColumnCount(state.table, state.chartData);
  const current = kindOf(state.chartType, state.optionsForm.horizontal);
  const unsuited = current.notOffered?.(labels, numeric) ? current.unsuitedNote : null;
  const offered = offeredKinds(dataSourceOf(state));
  const offer = unsuited ? null : offered.filter((kind) => kind !== current).find((kind) => kind.offer?.(labels, numeric));
  const choose = (choice: string) => {
    const kind = kindByChoice(choice);
    if (kind) dispatch({ type: 'chartType', chartType: kind.chartType, horizontal: kind.horizontal });
  };
  return (
    <>
      <label className="field">
        Chart type
        <select value={current.choice} aria-describedby={unsuited ? noteId : undefined} onChange={(e) => choose(e.target.value)}>
          {offered.map((kind) => {
            const reason = kind.notOffered?.(labels, numeric) ?? null;
            return (
              <option key={kind.choice} value={kind.choice} disabled={reason !== null}>
                {reason ? `${kind.label} (${reason[0]!.toLowerCase()}${reason.slice(1)})` : kind.label}
              </option>
            );
          })}
        </select>
      </label>
      {unsuited ? (
        <p className="muted hint" id={noteId}>
          {unsuited}
        </p>
      ) : null}
      {offer ? (
        <div className="kind-offer">
          <p className="hint">{offer.offer!(labels, numeric)}</p>
          <button type="button" className="button button-outline button-small" onClick={() => choose(offer.choice)}>
            Show as {offer.label.toLowerCase()}
          </button>
        </div>
      ) : null}
    </>
  );
}
