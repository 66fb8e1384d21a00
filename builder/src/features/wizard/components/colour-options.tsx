import type { ChartData } from '@shared/spec/chart-spec';
import { getTheme, seriesColors } from '@shared/themes/themes';
import type { ChartKind } from '../kinds/chart-kind';
import type { OptionProblems, OptionsForm } from '../logic/options-form';
import { colourTargets, themePalette } from '../logic/series-colours';
import { SeriesColourField } from './series-colour-field';

/** A colour per series, or per slice for a pie; each one left to the theme follows a change of theme. */
export function ColourOptions(props: {
  kind: ChartKind;
  data: ChartData | null;
  themeId: string;
  form: OptionsForm;
  problems: OptionProblems;
  onForm(patch: Partial<OptionsForm>): void;
}) {
  const targets = colourTargets(props.kind.chartType, props.data);
  const themeColours = seriesColors(getTheme(props.themeId).colors, targets.length);
  const palette = themePalette(props.themeId);
  const typed = props.form.seriesColors;
  const setColour = (i: number, colour: string) => {
    const next = Array.from({ length: Math.max(typed.length, i + 1) }, (_, j) => typed[j] ?? '');
    next[i] = colour;
    props.onForm({ seriesColors: next });
  };
  if (targets.length === 0) return <p className="muted hint">No series to colour yet.</p>;
  return (
    <>
      <p className="muted hint">
        {props.kind.colours === 'slices' ? 'A colour per slice' : 'A colour per series'}: the theme’s, one of its palette, or any colour.
      </p>
      {typed.some((c) => c !== '') ? (
        <button type="button" className="link-button colours-reset" onClick={() => props.onForm({ seriesColors: [] })}>
          Use the theme’s colours for all
        </button>
      ) : null}
      <div className="series-colours">
        {targets.map((name, i) => (
          <SeriesColourField
            key={i}
            name={name}
            index={i}
            typed={typed[i] ?? ''}
            themeColour={themeColours[i]!}
            palette={palette}
            themeId={props.themeId}
            problem={props.problems[`seriesColors.${i}`]}
            onColour={(colour) => setColour(i, colour)}
          />
        ))}
      </div>
    </>
  );
}
