import { useId } from 'react';
import type { KindControlProps } from '../kinds/chart-kind';
import { kindByChoice, kindOf, offeredKinds } from '../kinds/registry';
import { dataSourceOf } from '../logic/wizard-source';

/**
 * The Chart type list: the kinds this data's source offers (kinds/registry.ts). A kind these labels
 * do not suit stays in the list, disabled, with its reason; the chosen kind, picked before the data
 * changed, may no longer suit it, and a note says so.
 */
export function TypePicker({ state, dispatch }: KindControlProps) {
  const noteId = useId();
  const labels = state.chartData?.labels ?? [];
  const current = kindOf(state.chartType, state.optionsForm.horizontal);
  const unsuited = current.notOffered?.(labels) ? current.unsuitedNote : null;
  return (
    <>
      <label className="field">
        Chart type
        <select
          value={current.choice}
          aria-describedby={unsuited ? noteId : undefined}
          onChange={(e) => {
            const kind = kindByChoice(e.target.value);
            if (kind) dispatch({ type: 'chartType', chartType: kind.chartType, horizontal: kind.horizontal });
          }}
        >
          {offeredKinds(dataSourceOf(state)).map((kind) => {
            const reason = kind.notOffered?.(labels) ?? null;
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
    </>
  );
}
