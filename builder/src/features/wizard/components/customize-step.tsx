import type { ChartOptions, ChartSpec, ChartType, LegendPosition } from '@shared/chart-spec';
import { THEME_INFOS } from '@shared/theme-names';
import { firstThemeOf, getTheme, seriesPalette } from '@shared/themes';
import { ChartView } from '../../../components/chart-view';
import type { ReadingChoices } from '@shared/api/data-answers';
import type { TableAction } from '../logic/data-table';
import { readingGuesses } from '../logic/reading-guesses';
import { dataSourceOf, type WizardState } from '../logic/wizard-state';
import { DataStepTable } from './data-step-table';
import { ReadingBanner } from './reading-banner';
import { AnswerProgress } from './answer-progress';
import { CitedSources } from './cited-sources';

const LEGEND: LegendPosition[] = ['top', 'right', 'bottom', 'left', 'none'];

/** Why some data cannot be edited, or will not stay edited. */
function tableNote(state: WizardState): string | null {
  if (state.table?.lock === 'names') return 'These numbers come from the sources cited above; they can’t be edited here. Series can be renamed.';
  if (state.table?.lock === 'none') return 'Candles show the prices as the provider gave them. Choose Line to edit the closing prices.';
  const source = dataSourceOf(state);
  if (source === 'ticker' || source === 'url') return 'A live chart fetches its source again: each refresh replaces edits made here.';
  return null;
}

/**
 * Step 2 (docs/product.md, Step 2: Customize): type, theme and options on the left, the live preview
 * on the right, kept in view while the controls scroll (on phones, above them); the data below both.
 */
export function CustomizeStep(props: {
  state: WizardState;
  spec: ChartSpec | null;
  loading: boolean;
  /** A question is being answered: say how far it is, naming the sources the AI can use, and offer to stop. */
  answering?: { sourceNames: readonly string[]; onCancel(): void } | null;
  chartTypes: ChartType[];
  onChartType(type: ChartType): void;
  onTheme(themeId: string): void;
  onOption<K extends keyof ChartOptions>(key: K, value: ChartOptions[K]): void;
  onTable(edit: TableAction): void;
  /** Reads the file again with other choices; absent when there is no file to read (a saved chart). */
  onReread?: ((choices: ReadingChoices) => void) | null;
  rereading?: boolean;
}) {
  const { state } = props;
  const theme = getTheme(state.themeId);
  const options = state.chartOptions;
  return (
    <div className="customize">
      <header className="step-heading">
        <h3 tabIndex={-1}>Customize Chart</h3>
        <p className="muted">Choose a theme and customize your chart appearance.</p>
      </header>
      <div className="customize-columns">
        <div className="customize-controls">
          <label className="field">
            Chart type
            <select value={state.chartType} onChange={(e) => props.onChartType(e.target.value as ChartType)}>
              {props.chartTypes.map((type) => (
                <option key={type} value={type}>
                  {type[0]!.toUpperCase() + type.slice(1)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="theme-picker">
            <legend>Select Theme</legend>
            {THEME_INFOS.map((t) => (
              <label key={t.id} className={`theme-option ${t.previewClass} ${t.id === state.themeId ? 'selected' : ''}`}>
                <input type="radio" name="theme" value={t.id} checked={t.id === state.themeId} onChange={() => props.onTheme(t.id)} />
                <span className="swatches" style={{ background: t.background }}>
                  {seriesPalette(t.colors).map((c) => (
                    <span key={c} style={{ background: c }} />
                  ))}
                </span>
                <span>{t.name}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="options-editor">
            <legend>Chart Options</legend>
            <label className="field">
              Title
              <input value={options.title} placeholder="My Chart Title" onChange={(e) => props.onOption('title', e.target.value)} />
            </label>
            <label className="field">
              X-Axis Label
              <input value={options.xAxis} onChange={(e) => props.onOption('xAxis', e.target.value)} />
            </label>
            <label className="field">
              Y-Axis Label
              <input value={options.yAxis} onChange={(e) => props.onOption('yAxis', e.target.value)} />
            </label>
            <label className="field">
              Legend position
              <select value={options.legendPosition} onChange={(e) => props.onOption('legendPosition', e.target.value as LegendPosition)}>
                {LEGEND.map((p) => (
                  <option key={p} value={p}>
                    {p[0]!.toUpperCase() + p.slice(1)}
                  </option>
                ))}
              </select>
            </label>
            {(['animation', 'tooltips', 'responsive'] as const).map((key) => (
              <label key={key} className="checkbox">
                <input type="checkbox" checked={options[key]} onChange={(e) => props.onOption(key, e.target.checked)} />
                {key[0]!.toUpperCase() + key.slice(1)}
              </label>
            ))}
          </fieldset>
        </div>
        <section className="live-preview" aria-label="Live Preview">
          <div className="preview-header">
            <h4>Live Preview</h4>
            <button type="button" className="button button-outline button-small" onClick={() => props.onTheme(firstThemeOf(!theme.isDark).id)}>
              {theme.isDark ? 'Light' : 'Dark'}
            </button>
          </div>
          <div className="preview-canvas">
            {props.loading && props.answering ? (
              <AnswerProgress sourceNames={props.answering.sourceNames} height={400} onCancel={props.answering.onCancel} />
            ) : props.loading ? (
              <div className="skeleton" style={{ height: 400 }} role="progressbar" aria-label="Loading" />
            ) : props.spec ? (
              <ChartView spec={props.spec} height={400} />
            ) : (
              <div className="empty-preview">No data to display</div>
            )}
          </div>
          {/* The chart's caption names the sources; this says when each was read. */}
          <CitedSources sources={state.sources} />
          <p className="muted hint">Customize your chart above, then click Next to get embed code</p>
        </section>
      </div>
      <section className="chart-data" aria-labelledby="chart-data-heading">
        {/* An h3: it follows the preview, whose chart title is an h2 of the element's own. */}
        <h3 id="chart-data-heading">Chart Data</h3>
        {state.table && state.chartData ? (
          <>
            {props.onReread ? (
              <ReadingBanner guesses={readingGuesses(state.table.columns, state.table.rows)} busy={props.rereading ?? false} onChoose={props.onReread} />
            ) : null}
            <DataStepTable table={state.table} onEdit={props.onTable} note={tableNote(state)} />
          </>
        ) : (
          <p className="muted">No data</p>
        )}
      </section>
    </div>
  );
}
