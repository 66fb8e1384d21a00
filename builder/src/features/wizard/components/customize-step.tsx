import { useId } from 'react';
import type { ChartOptions, ChartSpec, ChartType } from '@shared/chart-spec';
import { PIE_MAX_DATES } from '@shared/auto-chart-type';
import { THEME_INFOS } from '@shared/theme-names';
import { firstThemeOf, getTheme, seriesPalette } from '@shared/themes';
import { ChartView } from '../../../components/chart-view';
import { FormError } from '../../../components/form-error';
import type { ReadingChoices } from '@shared/api/data-answers';
import type { TableAction } from '../logic/data-table';
import { choiceName, choiceOf, fromChoice, notOffered, typeChoices, type TypeChoice } from '../logic/chart-type-choice';
import { exampleValue, formatWith, valueRange } from '../logic/number-example';
import { optionsFromForm, type OptionsForm } from '../logic/options-form';
import { readingGuesses, tableGuesses } from '../logic/reading-guesses';
import { annotationDetail, axisDetail, layoutDetail, problemsOf } from '../logic/section-details';
import { defaultSource, sourceLinkProblem, type SourceFields } from '../logic/source-fields';
import { canStack, isStacked } from '../logic/stacking';
import { dataSourceOf } from '../logic/wizard-source';
import type { WizardState } from '../logic/wizard-state';
import { DataStepTable } from './data-step-table';
import { ReadingBanner } from './reading-banner';
import { AnswerProgress } from './answer-progress';
import { CitedSources } from './cited-sources';
import { AxisOptions } from './axis-options';
import { ColourOptions } from './colour-options';
import { HighlightsEditor } from './highlights-editor';
import { LayoutOptions } from './layout-options';
import { NumberOptions } from './number-options';
import { OptionsSection } from './options-section';
import { ReferenceLinesEditor } from './reference-lines-editor';
import { CitedSourceNote, SourceOptions } from './source-options';
import { TextOptions } from './text-options';

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
  /** A type from the list; `horizontal` says whether bars run across (Horizontal bar) or not. */
  onChartType(type: ChartType, horizontal: boolean): void;
  onTheme(themeId: string): void;
  onOption<K extends keyof ChartOptions>(key: K, value: ChartOptions[K]): void;
  /** Fields of the options set only when wanted (logic/options-form.ts). */
  onForm(patch: Partial<OptionsForm>): void;
  /** The Source name or Source link field changed. */
  onSourceFields(patch: Partial<SourceFields>): void;
  /** Stacks every series, or none. */
  onStacked(stacked: boolean): void;
  onTable(edit: TableAction): void;
  /** Reads the file again with other choices; absent when there is no file to read (a saved chart). */
  onReread?: ((choices: ReadingChoices) => void) | null;
  rereading?: boolean;
  /** Why the file could not be read the other way. */
  rereadError?: string | null;
}) {
  const { state } = props;
  const theme = getTheme(state.themeId);
  const options = state.chartOptions;
  const form = state.optionsForm;
  const { problems } = optionsFromForm(form);
  const format = options.numberFormat;
  const range = valueRange(state.chartData);
  const labels = state.chartData?.labels ?? [];
  const current = choiceOf(state.chartType, form.horizontal);
  const noteId = useId();
  // The current type, chosen before the data changed, may no longer be offered: say so.
  const typeNote = notOffered(current, labels);
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
            <select
              value={current}
              aria-describedby={typeNote ? noteId : undefined}
              onChange={(e) => {
                const { chartType, horizontal } = fromChoice(e.target.value as TypeChoice);
                props.onChartType(chartType, horizontal);
              }}
            >
              {typeChoices(props.chartTypes).map((choice) => {
                const reason = notOffered(choice, labels);
                return (
                  <option key={choice} value={choice} disabled={reason !== null}>
                    {reason ? `${choiceName(choice)} (${reason.toLowerCase()})` : choiceName(choice)}
                  </option>
                );
              })}
            </select>
          </label>
          {typeNote ? (
            <p className="muted hint" id={noteId}>
              A pie shows shares of a whole. This data runs over more than {PIE_MAX_DATES} dates: choose Line, Area or Bar.
            </p>
          ) : null}
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
          <OptionsSection title="Text" open problems={sourceLinkProblem(state.sourceFields.link) ? 1 : 0}>
            <TextOptions title={options.title} onTitle={(title) => props.onOption('title', title)} form={form} onForm={props.onForm} />
            {dataSourceOf(state) === 'query' ? (
              <CitedSourceNote />
            ) : (
              <SourceOptions fields={state.sourceFields} guess={defaultSource(dataSourceOf(state), state.sourceLabel)} onFields={props.onSourceFields} />
            )}
          </OptionsSection>
          <OptionsSection title="Numbers" open={format !== undefined} detail={format ? formatWith(exampleValue(format), format) : null}>
            <NumberOptions form={form} format={format} range={range} onForm={props.onForm} />
          </OptionsSection>
          <OptionsSection title="Axes" open={axisDetail(options) !== null} detail={axisDetail(options)} problems={problemsOf(problems, 'yMin', 'yMax')}>
            <AxisOptions
              chartType={state.chartType}
              xAxis={options.xAxis}
              yAxis={options.yAxis}
              onAxisTitle={(key, title) => props.onOption(key, title)}
              form={form}
              problems={problems}
              range={range}
              onForm={props.onForm}
            />
          </OptionsSection>
          {state.chartType === 'pie' ? null : (
            <OptionsSection
              title="Annotations"
              open={annotationDetail(options) !== null}
              detail={annotationDetail(options)}
              problems={problemsOf(problems, 'referenceLines.')}
            >
              <ReferenceLinesEditor
                lines={form.referenceLines}
                problems={problems}
                range={range}
                onLines={(referenceLines) => props.onForm({ referenceLines })}
              />
              <HighlightsEditor ranges={form.highlights} labels={state.chartData?.labels ?? []} onRanges={(highlights) => props.onForm({ highlights })} />
            </OptionsSection>
          )}
          {state.chartType === 'candlestick' ? null : (
            <OptionsSection
              title="Colours"
              open={options.seriesColors !== undefined}
              detail={options.seriesColors ? 'Own colours' : null}
              problems={problemsOf(problems, 'seriesColors.')}
            >
              <ColourOptions chartType={state.chartType} data={state.chartData} themeId={state.themeId} form={form} problems={problems} onForm={props.onForm} />
            </OptionsSection>
          )}
          <OptionsSection
            title="Layout"
            open={layoutDetail(state.chartType, options, state.chartData) !== null}
            detail={layoutDetail(state.chartType, options, state.chartData)}
          >
            <LayoutOptions
              options={options}
              onOption={props.onOption}
              horizontal={state.chartType === 'bar' ? form.horizontal : null}
              onHorizontal={(horizontal) => props.onForm({ horizontal })}
              stacked={canStack(state.chartType, state.chartData) ? isStacked(state.chartData) : null}
              onStacked={props.onStacked}
            />
          </OptionsSection>
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
              <ReadingBanner
                guesses={[...tableGuesses(state.reading, state.choices, state.table.rows), ...readingGuesses(state.table.columns, state.table.rows)]}
                busy={props.rereading ?? false}
                onChoose={props.onReread}
              />
            ) : null}
            <FormError message={props.rereadError} />
            <DataStepTable table={state.table} onEdit={props.onTable} note={tableNote(state)} />
          </>
        ) : (
          <p className="muted">No data</p>
        )}
      </section>
    </div>
  );
}
