import type { ChartOptions } from '@shared/spec/chart-spec';
import type { KindControlProps } from '../kinds/chart-kind';
import { kindOf } from '../kinds/registry';
import { exampleValue, formatWith, valueRange } from '../logic/number-example';
import { optionsFromForm, type OptionsForm } from '../logic/options-form';
import { annotationDetail, axisDetail, layoutDetail, problemsOf } from '../logic/section-details';
import { defaultSource, sourceLinkProblem } from '../logic/source-fields';
import { canStack, isStacked } from '../logic/stacking';
import { dataSourceOf } from '../logic/wizard-source';
import { AxisOptions } from './axis-options';
import { ColourOptions } from './colour-options';
import { HighlightsEditor } from './highlights-editor';
import { LayoutOptions } from './layout-options';
import { NumberOptions } from './number-options';
import { OptionsSection } from './options-section';
import { ReferenceLinesEditor } from './reference-lines-editor';
import { CitedSourceNote, SourceOptions } from './source-options';
import { TextOptions } from './text-options';
import { ThemePicker } from './theme-picker';
import { TypePicker } from './type-picker';

/** The Customize step's controls: the type, the theme, then the options in sections; the chosen kind says which it offers. */
export function CustomizeControls({ state, dispatch }: KindControlProps) {
  const options = state.chartOptions;
  const form = state.optionsForm;
  const { problems } = optionsFromForm(form);
  const format = options.numberFormat;
  const range = valueRange(state.chartData);
  const kind = kindOf(state.chartType, form.horizontal);
  const onForm = (patch: Partial<OptionsForm>) => dispatch({ type: 'optionsForm', patch });
  const onOption = <K extends keyof ChartOptions>(key: K, value: ChartOptions[K]) => dispatch({ type: 'option', key, value });
  const source = dataSourceOf(state);
  return (
    <div className="customize-controls">
      <TypePicker state={state} dispatch={dispatch} />
      {kind.DataPanel ? <kind.DataPanel state={state} dispatch={dispatch} /> : null}
      <ThemePicker themeId={state.themeId} dispatch={dispatch} />
      <OptionsSection title="Text" open problems={sourceLinkProblem(state.sourceFields.link) ? 1 : 0}>
        <TextOptions title={options.title} onTitle={(title) => onOption('title', title)} form={form} onForm={onForm} />
        {source === 'query' ? (
          <CitedSourceNote />
        ) : (
          <SourceOptions
            fields={state.sourceFields}
            guess={defaultSource(source, state.sourceLabel)}
            onFields={(patch) => dispatch({ type: 'sourceFields', patch })}
          />
        )}
      </OptionsSection>
      <OptionsSection title="Numbers" open={format !== undefined} detail={format ? formatWith(exampleValue(format), format) : null}>
        <NumberOptions form={form} format={format} range={range} onForm={onForm} />
      </OptionsSection>
      <OptionsSection title="Axes" open={axisDetail(options) !== null} detail={axisDetail(options)} problems={problemsOf(problems, 'yMin', 'yMax')}>
        <AxisOptions
          kind={kind}
          xAxis={options.xAxis}
          yAxis={options.yAxis}
          onAxisTitle={onOption}
          form={form}
          problems={problems}
          range={range}
          onForm={onForm}
        />
      </OptionsSection>
      {kind.annotations ? (
        <OptionsSection
          title="Annotations"
          open={annotationDetail(options) !== null}
          detail={annotationDetail(options)}
          problems={problemsOf(problems, 'referenceLines.')}
        >
          <ReferenceLinesEditor lines={form.referenceLines} problems={problems} range={range} onLines={(referenceLines) => onForm({ referenceLines })} />
          <HighlightsEditor ranges={form.highlights} labels={state.chartData?.labels ?? []} onRanges={(highlights) => onForm({ highlights })} />
        </OptionsSection>
      ) : null}
      {kind.colours ? (
        <OptionsSection
          title="Colours"
          open={options.seriesColors !== undefined}
          detail={options.seriesColors ? 'Own colours' : null}
          problems={problemsOf(problems, 'seriesColors.')}
        >
          <ColourOptions kind={kind} data={state.chartData} themeId={state.themeId} form={form} problems={problems} onForm={onForm} />
        </OptionsSection>
      ) : null}
      <OptionsSection
        // A kind with controls of its own (a map's regions and colours) opens the section when chosen.
        key={kind.layoutSummary ? kind.choice : 'layout'}
        title="Layout"
        open={layoutDetail(state.chartType, options, state.chartData) !== null}
        detail={layoutDetail(state.chartType, options, state.chartData)}
        // A kind's own fields are named after it (`map.breaks`, `table.pageSize`).
        problems={problemsOf(problems, `${state.chartType}.`)}
      >
        <LayoutOptions
          options={options}
          onOption={onOption}
          kindControls={kind.LayoutControls ? <kind.LayoutControls state={state} dispatch={dispatch} /> : null}
          stacked={canStack(state.chartType, state.chartData) ? isStacked(state.chartData) : null}
          onStacked={(stacked) => dispatch({ type: 'stacked', stacked })}
        />
      </OptionsSection>
    </div>
  );
}
