import { useId } from 'react';
import { MAX_CLASSES, MIN_CLASSES, REGION_SET_IDS, type RegionSetId } from '@shared/kinds/map/map-options';
import { REGION_SETS } from '@shared/kinds/map/region-sets';
import { FieldProblem, problemProps } from '../../components/field-problem';
import { optionsFromForm } from '../../logic/options-form';
import type { KindControlProps } from '../chart-kind';
import type { MapClasses, MapFields, MapScale } from './map-fields';
import { regionRows } from './region-rows';

/** The region sets by kind, as the list groups them. */
const GROUPS: ReadonlyArray<readonly [string, (id: RegionSetId) => boolean]> = [
  ['The world', (id) => id === 'world'],
  ['Continents', (id) => id !== 'world' && id !== 'us-states' && !id.startsWith('wb-')],
  ['World Bank regions', (id) => id.startsWith('wb-')],
  ['United States', (id) => id === 'us-states'],
];

const CLASS_CHOICES: ReadonlyArray<readonly [MapClasses, string]> = [
  ['continuous', 'Continuous'],
  ['equal', 'Equal steps'],
  ['quantile', 'Quantiles (equal counts)'],
  ['breaks', 'Breaks I type'],
];

const CLASS_COUNTS = Array.from({ length: MAX_CLASSES - MIN_CLASSES + 1 }, (_, i) => MIN_CLASSES + i);

/**
 * A map's own controls: which regions it shows (the set the labels read as until the creator
 * picks one, and the list says which that is), how values become colours (one colour, or two apart
 * from a midpoint), and whether they are continuous or in classes.
 */
export function MapControls({ state, dispatch }: KindControlProps) {
  const ids = useId();
  const fields = state.optionsForm.map;
  const { problems } = optionsFromForm(state.optionsForm);
  const onMap = (patch: Partial<MapFields>) => dispatch({ type: 'optionsForm', patch: { map: { ...fields, ...patch } } });
  const guess = regionRows(state.chartData?.labels ?? []).set;
  const guessName = guess ? REGION_SETS[guess].name : null;
  return (
    <fieldset className="option-group map-controls">
      <legend>Map</legend>
      <div className="field">
        <label htmlFor={`${ids}-regions`}>Regions</label>
        <select
          id={`${ids}-regions`}
          value={fields.regions}
          aria-describedby={`${ids}-regions-hint`}
          onChange={(e) => onMap({ regions: e.target.value as RegionSetId | '' })}
        >
          <option value="">{guessName ? `${guessName} (read from the labels)` : 'Read from the labels'}</option>
          {GROUPS.map(([group, inGroup]) => (
            <optgroup key={group} label={group}>
              {REGION_SET_IDS.filter(inGroup).map((id) => (
                <option key={id} value={id}>
                  {REGION_SETS[id].name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p className="muted hint" id={`${ids}-regions-hint`}>
          {fields.regions
            ? `You chose ${REGION_SETS[fields.regions].name}.`
            : guessName
              ? `The labels read as ${guessName}: choose another set to show more or fewer countries.`
              : 'No label names a country or a US state yet.'}
        </p>
      </div>
      <div className="field-pair">
        <label className="field">
          Colour scale
          <select value={fields.scale} onChange={(e) => onMap({ scale: e.target.value as MapScale })}>
            <option value="sequential">Sequential (low to high)</option>
            <option value="diverging">Diverging (apart from a midpoint)</option>
          </select>
        </label>
        {fields.scale === 'diverging' ? (
          <div className="field">
            <label htmlFor={`${ids}-midpoint`}>Midpoint</label>
            <input
              id={`${ids}-midpoint`}
              inputMode="decimal"
              value={fields.midpoint}
              placeholder="Auto"
              onChange={(e) => onMap({ midpoint: e.target.value })}
              {...problemProps(`${ids}-midpoint-problem`, problems['map.midpoint'])}
            />
            <FieldProblem id={`${ids}-midpoint-problem`} problem={problems['map.midpoint']} />
          </div>
        ) : null}
      </div>
      <div className="field-pair">
        <label className="field">
          Classes
          <select value={fields.classes} onChange={(e) => onMap({ classes: e.target.value as MapClasses })}>
            {CLASS_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {fields.classes === 'equal' || fields.classes === 'quantile' ? (
          <label className="field">
            Number of classes
            <select value={fields.classCount} onChange={(e) => onMap({ classCount: Number(e.target.value) })}>
              {CLASS_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {fields.classes === 'breaks' ? (
        <div className="field">
          <label htmlFor={`${ids}-breaks`}>Breaks</label>
          <input
            id={`${ids}-breaks`}
            inputMode="decimal"
            value={fields.breaks}
            placeholder="10, 20, 50"
            onChange={(e) => onMap({ breaks: e.target.value })}
            {...problemProps(`${ids}-breaks-problem`, problems['map.breaks'])}
          />
          <FieldProblem id={`${ids}-breaks-problem`} problem={problems['map.breaks']} />
          <p className="muted hint">Where each class ends, rising: 10, 20, 50 makes four classes.</p>
        </div>
      ) : null}
      {fields.scale === 'diverging' ? (
        <p className="muted hint">
          {fields.midpoint.trim() === '' ? 'Left empty, the midpoint is 0 when the values span it, else their median. ' : ''}
          Values above it take the theme’s first colour, those below its second.
        </p>
      ) : null}
    </fieldset>
  );
}
