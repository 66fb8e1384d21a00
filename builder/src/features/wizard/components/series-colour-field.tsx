import { useId } from 'react';
import { Icon } from '../../../components/icons';
import { readColour } from '../logic/options-form';
import { lowContrast, ratioText } from '../logic/series-colours';
import { FieldProblem, problemProps } from './field-problem';

/**
 * One series' (or slice's) colour: the theme's own, one of the theme's palette, or any colour,
 * picked or typed as hex; warned when it is hard to see on the theme's background.
 */
export function SeriesColourField(props: {
  name: string;
  index: number;
  /** As typed; '' is the theme's colour. */
  typed: string;
  /** What the theme draws this series in. */
  themeColour: string;
  palette: readonly string[];
  themeId: string;
  problem: string | undefined;
  onColour(typed: string): void;
}) {
  const id = useId();
  const own = readColour(props.typed);
  const drawn = own || props.themeColour;
  const picked = own === '' ? 'theme' : (props.palette.find((c) => c.toLowerCase() === own?.toLowerCase()) ?? null);
  const ratio = lowContrast(drawn, props.themeId);
  return (
    <div className="series-colour" role="group" aria-labelledby={`${id}-name`}>
      <div className="series-colour-name">
        <span className="series-swatch" style={{ background: drawn }} aria-hidden="true" />
        <span id={`${id}-name`}>{props.name || `Series ${props.index + 1}`}</span>
      </div>
      <div className="swatch-choices">
        <label className={`swatch-choice swatch-theme ${picked === 'theme' ? 'selected' : ''}`}>
          <input type="radio" name={id} checked={picked === 'theme'} onChange={() => props.onColour('')} />
          <span className="swatch" style={{ background: props.themeColour }} aria-hidden="true" />
          Theme
        </label>
        {props.palette.map((colour, i) => (
          <label key={colour} className={`swatch-choice ${picked === colour ? 'selected' : ''}`} title={colour}>
            <input
              type="radio"
              name={id}
              checked={picked === colour}
              aria-label={`Palette colour ${i + 1}, ${colour}`}
              onChange={() => props.onColour(colour)}
            />
            <span className="swatch" style={{ background: colour }} aria-hidden="true" />
          </label>
        ))}
      </div>
      <div className="colour-custom">
        <label className="colour-picker">
          <input type="color" value={drawn.toLowerCase()} onChange={(e) => props.onColour(e.target.value)} />
          Custom
        </label>
        <label className="hex-field">
          Hex
          <input
            value={props.typed}
            placeholder={props.themeColour}
            size={8}
            maxLength={7}
            spellCheck={false}
            onChange={(e) => props.onColour(e.target.value)}
            {...problemProps(`${id}-problem`, props.problem)}
          />
        </label>
      </div>
      <FieldProblem id={`${id}-problem`} problem={props.problem} />
      {ratio !== null ? (
        <p className="contrast-warning">
          <Icon name="warning" />
          Low contrast: {ratioText(ratio)} against the background, below the 3:1 that lines, bars and slices need to be seen.
        </p>
      ) : null}
    </div>
  );
}
