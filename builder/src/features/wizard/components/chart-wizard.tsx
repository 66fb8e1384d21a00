import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { ChartSpec, ChartType } from '../../../../../shared/chart-spec';
import { priceToChartData } from '../../../../../shared/price-to-chart';
import { Dialog } from '../../../components/dialog';
import { toastError } from '../../../components/toast/toast-store';
import { useDebounced } from '../../../hooks/use-debounced';
import { useCurrentUser } from '../../../lib/current-user';
import { useChartFromQuery } from '../api/chart-from-query';
import { useCreateChart } from '../api/create-chart';
import { priceQuery } from '../api/fetch-price';
import { uploadCsv } from '../api/upload-csv';
import { dataSourceOf, initialWizardState, isNextDisabled, TICKER_MAX, wizardReducer } from '../logic/wizard-state';
import { CustomizeStep } from './customize-step';
import { DataSourceStep } from './data-source-step';
import { ResultStep } from './result-step';
import { SignupGate } from './signup-gate';

const GATE_SAMPLE: ChartSpec['data'] = {
  labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  datasets: [{ label: 'Data', data: [12, 19, 15, 24, 22, 30] }],
};

/** The 3-step chart wizard (SPEC.md §2, §4): data source, customise, embed. */
export default function ChartWizard(props: { open: boolean; onOpenChange(open: boolean): void; initialText?: string; initialFile?: File | null }) {
  const { isAuthenticated } = useCurrentUser();
  const [state, dispatch] = useReducer(wizardReducer, props.initialText ?? '', initialWizardState);
  const [progress, setProgress] = useState<number | null>(null);
  const source = dataSourceOf(state);

  // Ticker prices, once the symbol has settled (not one call per keystroke).
  const symbol = useDebounced(state.tickerSymbol.trim(), 400);
  const price = useQuery({
    ...priceQuery(symbol),
    enabled: source === 'ticker' && !state.csvFile && symbol !== '' && symbol.length <= TICKER_MAX && /^[A-Za-z0-9.^-]+$/.test(symbol),
  });
  const candles = state.chartType === 'candlestick';
  useEffect(() => {
    if (price.data && source === 'ticker') dispatch({ type: 'dataArrived', data: priceToChartData(price.data, candles ? 'candlestick' : 'line') });
  }, [price.data, candles, source]);
  useEffect(() => {
    if (price.error) toastError(price.error, 'Failed to fetch price data');
  }, [price.error]);

  // Questions for the AI: sent once per question, when the user moves on from step 1.
  const ai = useChartFromQuery();
  const asked = useRef<string | null>(null);
  const ask = () => {
    const text = state.tickerSymbol.trim();
    if (source !== 'query' || asked.current === text) return;
    asked.current = text;
    ai.mutate(text, {
      onSuccess: (answer) =>
        dispatch({ type: 'dataArrived', data: { labels: answer.labels, datasets: answer.datasets }, suggested: answer.chartType, sources: answer.sources, columns: answer.columns }),
      onError: (error) => {
        asked.current = null;
        toastError(error, 'Chart request failed');
      },
    });
  };

  const upload = (file: File) => {
    dispatch({ type: 'csvChosen', fileName: file.name });
    setProgress(0);
    uploadCsv(file, setProgress)
      .then((answer) => dispatch({ type: 'dataArrived', data: { labels: answer.labels, datasets: answer.datasets }, columns: answer.columns }))
      .catch((error: unknown) => toastError(error, 'CSV parse failed', 'Error parsing CSV'))
      .finally(() => setProgress(null));
  };

  // A file chosen on the landing page arrives with the wizard.
  const initialFile = props.initialFile;
  useEffect(() => {
    if (initialFile) upload(initialFile);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per file handed in
  }, [initialFile]);

  const create = useCreateChart();
  const spec: ChartSpec | null = state.chartData
    ? { chartType: state.chartType, theme: state.themeId, data: state.chartData, options: state.chartOptions, ...(state.sourceLabel ? { source: { label: state.sourceLabel } } : {}) }
    : null;

  const next = () => {
    if (state.step === 1) {
      ask();
      dispatch({ type: 'next', signedIn: isAuthenticated });
    } else if (state.step === 2 && spec) {
      create.mutate(
        {
          dataSource: source,
          sourceValue: source === 'csv' ? state.csvFile : state.tickerSymbol.trim(),
          data: spec.data,
          chartType: spec.chartType,
          theme: spec.theme,
          options: spec.options,
          name: spec.options.title || null,
        },
        {
          onSuccess: (chart) => dispatch({ type: 'saved', slug: chart.slug }),
          onError: (error) =>
            toastError(error, 'Failed to generate embed code. Please try again.', 'Error saving chart'),
        },
      );
    }
  };

  const loading = source === 'ticker' ? price.isFetching : source === 'query' ? ai.isPending : progress !== null;
  const chartTypes: ChartType[] = source === 'ticker' ? ['line', 'bar', 'area', 'candlestick'] : ['line', 'bar', 'area', 'pie'];

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Create a Chart" size="large">
      <ol className="wizard-steps" aria-label="Steps">
        {['Data Source', 'Customize', 'Embed'].map((name, i) => (
          <li key={name} aria-current={state.step === i + 1 ? 'step' : undefined}>
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      {state.step === 1 && state.gate ? (
        <SignupGate
          preview={spec ?? { chartType: 'bar', theme: state.themeId, data: GATE_SAMPLE, options: state.chartOptions }}
          onAuthenticated={() => dispatch({ type: 'gatePassed' })}
        />
      ) : state.step === 1 ? (
        <DataSourceStep text={state.tickerSymbol} onText={(text) => dispatch({ type: 'input', text })} onFile={upload} csvFile={state.csvFile} uploadProgress={progress} />
      ) : state.step === 2 ? (
        <CustomizeStep
          state={state}
          spec={spec}
          loading={loading && !spec}
          chartTypes={chartTypes}
          onChartType={(chartType) => dispatch({ type: 'chartType', chartType })}
          onTheme={(themeId) => dispatch({ type: 'theme', themeId })}
          onOption={(key, value) => dispatch({ type: 'option', key, value })}
        />
      ) : spec && state.slug ? (
        <ResultStep slug={state.slug} spec={spec} dataSource={source} />
      ) : null}
      <div className="dialog-buttons">
        {state.step === 1 ? (
          <button type="button" className="button button-outline" onClick={() => props.onOpenChange(false)}>
            Cancel
          </button>
        ) : (
          <button type="button" className="button button-outline" onClick={() => dispatch({ type: 'previous' })}>
            Previous
          </button>
        )}
        {state.step === 3 ? (
          <button type="button" className="button" onClick={() => props.onOpenChange(false)}>
            Close
          </button>
        ) : state.gate ? null : (
          <button type="button" className="button" disabled={isNextDisabled(state, create.isPending)} onClick={next}>
            {create.isPending ? 'Creating Chart...' : 'Next'}
          </button>
        )}
      </div>
    </Dialog>
  );
}
