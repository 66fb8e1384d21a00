import { useId, useMemo, useState, type Dispatch } from 'react';
import { matchRegions } from '@shared/kinds/map/match-regions';
import type { RegionSetId } from '@shared/kinds/map/map-options';
import { REGION_SETS, regionName } from '@shared/kinds/map/region-sets';
import type { WizardAction } from '../../logic/wizard-actions';
import type { KindControlProps } from '../chart-kind';
import { nearestRegion } from './nearest-region';
import { problemText, regionRows, type ProblemRow } from './region-rows';

/** Rows listed at once; a file of other things than regions is told by its count, not a page of rows. */
const SHOWN = 40;

/** What a typed name reads as among the set's regions: its name, or null. */
function readsAs(text: string, set: RegionSetId): string | null {
  const code = text.trim() ? matchRegions([text], set).codes[0] : null;
  return code ? regionName(code) : null;
}

/**
 * The map's rows that keep it from being saved: labels that name no region, a region outside the
 * chosen set or of the other set (a state among countries), or one an earlier row names. Each can be
 * renamed (what it reads as is shown while typing) or removed; none is dropped unseen.
 */
export function RegionProblems({ state, dispatch }: KindControlProps) {
  const listId = useId();
  const labels = state.chartData?.labels ?? [];
  const rows = regionRows(labels, state.optionsForm.map.regions || null);
  if (!rows.set || rows.problems.length === 0) return null;
  const set = rows.set;
  const editable = state.table !== null && state.table.lock === 'open';
  const n = rows.problems.length;
  return (
    <section className="region-problems" aria-labelledby={`${listId}-title`}>
      <h4 id={`${listId}-title`}>
        {n === 1 ? '1 row names' : `${n} rows name`} no region of {REGION_SETS[set].name}
      </h4>
      <p className="muted hint">
        {editable
          ? 'Write the region each means, or remove its row: the map is saved once every row names a region.'
          : 'These come from the cited sources and cannot be changed here: choose a larger region set, or another chart type.'}
      </p>
      <datalist id={`${listId}-names`}>
        {REGION_SETS[set].codes.map((code) => (
          <option key={code} value={regionName(code)} />
        ))}
      </datalist>
      <ul className="region-problem-list">
        {rows.problems.slice(0, SHOWN).map((problem) => (
          <ProblemRowItem
            key={`${problem.row}:${problem.label}`}
            problem={problem}
            set={set}
            editable={editable}
            column={state.table?.x ?? 0}
            names={`${listId}-names`}
            dispatch={dispatch}
          />
        ))}
      </ul>
      {n > SHOWN ? <p className="muted hint">And {(n - SHOWN).toLocaleString('en-US')} more rows.</p> : null}
    </section>
  );
}

function ProblemRowItem(props: { problem: ProblemRow; set: RegionSetId; editable: boolean; column: number; names: string; dispatch: Dispatch<WizardAction> }) {
  const { problem, set, dispatch } = props;
  const [typed, setTyped] = useState('');
  const ids = useId();
  const match = readsAs(typed, set);
  const guess = useMemo(() => (problem.problem === 'unmatched' ? nearestRegion(problem.label, set) : null), [problem, set]);
  const shown = problem.label.trim() === '' ? '(empty)' : `“${problem.label}”`;
  const write = (name: string) => dispatch({ type: 'table', edit: { type: 'cell', row: problem.row, column: props.column, text: name } });
  const use = () => {
    if (match) write(match);
  };
  return (
    <li className="region-problem">
      <div className="region-problem-what">
        <span className="region-problem-label">{shown}</span>
        <span className="muted">
          {' '}
          row {problem.row + 1}: {problemText(problem.problem, set)}
        </span>
      </div>
      {props.editable ? (
        <div className="region-problem-fix">
          <input
            aria-label={`Region for ${shown}, row ${problem.row + 1}`}
            aria-describedby={`${ids}-reads`}
            list={props.names}
            value={typed}
            placeholder={problem.problem === 'repeated' ? 'Another region' : 'Region name'}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                use();
              }
            }}
          />
          <button type="button" className="button button-small" disabled={!match} onClick={use}>
            Use
          </button>
          <button
            type="button"
            className="button button-small button-outline"
            onClick={() => dispatch({ type: 'table', edit: { type: 'removeRow', row: problem.row } })}
          >
            Remove
          </button>
          <span className="muted region-problem-reads" id={`${ids}-reads`} aria-live="polite">
            {typed.trim() === '' ? '' : match ? `Reads as ${match}` : `No region of ${REGION_SETS[set].name} by that name`}
          </span>
          {guess && typed.trim() === '' ? (
            <span className="region-problem-guess">
              Did you mean{' '}
              <button type="button" className="link-button" onClick={() => write(guess)}>
                {guess}
              </button>
              ?
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
