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

const SCALE_CHOICES: ReadonlyArray<readonly [MapScale, string, string]> = [
  ['sequential', 'Sequential', 'Low to high in the theme’s first colour.'],
  ['diverging', 'Diverging', 'Two colours apart from a midpoint: above it the theme’s first, below it its second.'],
];

const CLASS_CHOICES: ReadonlyArray<readonly [MapClasses, string, string]> = [
  ['continuous', 'Continuous', 'A smooth ramp from the lowest value to the highest.'],
  ['equal', 'Equal steps', 'Classes of equal width from the lowest value to the highest.'],
  ['quantile', 'Quantiles', 'Classes of about as many regions each.'],
  ['breaks', 'Breaks', 'Classes between the values you type.'],
];

const CLASS_COUNTS = Array.from({ length: MAX_CLASSES - MIN_CLASSES + 1 }, (_, i) => MIN_CLASSES + i);

type Change = (patch: Partial<MapFields>) => void;

/**
 * A map's own controls: which regions it shows (the set the labels read as until the creator
 * picks one, and the list says which that is), how values become colours (one colour, or two apart
 * from a midpoint), and whether they are continuous or in classes.
 */
export function MapControls({ state, dispatch }: KindControlProps) {
  const fields = state.optionsForm.map;
  const { problems } = optionsFromForm(state.optionsForm);
  const onMap: Change = (patch) => dispatch({ type: 'optionsForm', patch: { map: { ...fields, ...patch } } });
  return (
    <fieldset className="option-group map-controls">
      <legend>Map</legend>
      <RegionsField fields={fields} labels={state.chartData?.labels ?? []} onMap={onMap} />
      <ScaleFields fields={fields} problem={problems['map.midpoint']} onMap={onMap} />
      <ClassFields fields={fields} problem={problems['map.breaks']} onMap={onMap} />
    </fieldset>
  );
}

function RegionsField({ fields, labels, onMap }: { fields: MapFields; labels: readonly string[]; onMap: Change }) {
  const id = useId();
  const guess = regionRows(labels).set;
  const guessName = guess ? REGION_SETS[guess].name : null;
  return (
    <div className="field">
      <label htmlFor={id}>Regions</label>
      <select id={id} value={fields.regions} aria-describedby={`${id}-hint`} onChange={(e) => onMap({ regions: e.target.value as RegionSetId | '' })}>
        <option value="">{guessName ? `${guessName} (read from the labels)` : 'Read from the labels'}</option>
        {GROUPS.map(([group, inGroup]) => (
          <optgroup key={group} label={group}>
            {REGION_SET_IDS.filter(inGroup).map((set) => (
              <option key={set} value={set}>
                {REGION_SETS[set].name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p className="muted hint" id={`${id}-hint`}>
        {fields.regions
          ? `You chose ${REGION_SETS[fields.regions].name}${guessName ? `; the labels read as ${guessName}` : ''}.`
          : guessName
            ? `The labels read as ${guessName}: choose another set to show more or fewer countries.`
            : 'No label names a country or a US state yet.'}
      </p>
    </div>
  );
}

function ScaleFields({ fields, problem, onMap }: { fields: MapFields; problem: string | undefined; onMap: Change }) {
  const id = useId();
  const hint = SCALE_CHOICES.find(([value]) => value === fields.scale)![2];
  return (
    <>
      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${id}-scale`}>Colour scale</label>
          <select id={`${id}-scale`} value={fields.scale} aria-describedby={`${id}-hint`} onChange={(e) => onMap({ scale: e.target.value as MapScale })}>
            {SCALE_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {fields.scale === 'diverging' ? (
          <div className="field">
            <label htmlFor={`${id}-midpoint`}>Midpoint</label>
            <input
              id={`${id}-midpoint`}
              inputMode="decimal"
              value={fields.midpoint}
              placeholder="Auto"
              onChange={(e) => onMap({ midpoint: e.target.value })}
              {...problemProps(`${id}-problem`, problem)}
            />
          </div>
        ) : null}
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <p className="muted hint" id={`${id}-hint`}>
        {hint}
        {fields.scale === 'diverging' && fields.midpoint.trim() === '' ? ' Left on Auto, the midpoint is 0 when the values span it, else their median.' : ''}
      </p>
    </>
  );
}

function ClassFields({ fields, problem, onMap }: { fields: MapFields; problem: string | undefined; onMap: Change }) {
  const id = useId();
  const hint = CLASS_CHOICES.find(([value]) => value === fields.classes)![2];
  return (
    <>
      <div className="field-pair">
        <div className="field">
          <label htmlFor={`${id}-classes`}>Classes</label>
          <select
            id={`${id}-classes`}
            value={fields.classes}
            aria-describedby={`${id}-hint`}
            onChange={(e) => onMap({ classes: e.target.value as MapClasses })}
          >
            {CLASS_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {fields.classes === 'equal' || fields.classes === 'quantile' ? (
          <div className="field">
            <label htmlFor={`${id}-count`}>Number of classes</label>
            <select id={`${id}-count`} value={fields.classCount} onChange={(e) => onMap({ classCount: Number(e.target.value) })}>
              {CLASS_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {fields.classes === 'breaks' ? (
        <div className="field">
          <label htmlFor={`${id}-breaks`}>Breaks</label>
          <input
            id={`${id}-breaks`}
            inputMode="decimal"
            value={fields.breaks}
            placeholder="10, 20, 50"
            onChange={(e) => onMap({ breaks: e.target.value })}
            {...problemProps(`${id}-problem`, problem)}
          />
          <FieldProblem id={`${id}-problem`} problem={problem} />
        </div>
      ) : null}
      <p className="muted hint" id={`${id}-hint`}>
        {hint}
        {fields.classes === 'breaks' ? ' Type where each class ends, rising: 10, 20, 50 makes four classes.' : ''}
      </p>
    </>
  );
}
