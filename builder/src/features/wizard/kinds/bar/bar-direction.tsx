import type { KindControlProps } from '../chart-kind';

/** Bars up or across: the same spec type, with options.horizontal (categories down the side). */
export function BarDirection({ state, dispatch }: KindControlProps) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={state.optionsForm.horizontal}
        onChange={(e) => dispatch({ type: 'optionsForm', patch: { horizontal: e.target.checked } })}
      />
      <span>
        Horizontal bars <span className="muted">(categories down the side)</span>
      </span>
    </label>
  );
}
