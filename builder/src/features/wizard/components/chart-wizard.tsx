import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { ChartSpec, ChartType } from '../../../../../shared/chart-spec';
import { priceToChartData } from '../../../../../shared/price-to-chart';
import { Dialog } from '../../../components/dialog';
import { toastError } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/error-message';
import { useDebounced } from '../../../hooks/use-debounced';
import { useCapabilities } from '../../../lib/capabilities';
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

const TICKER_PATTERN = /^[A-Za-z0-9.^-]+$/;

const GATE_SAMPLE: ChartSpec['data'] = {
  labels: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  datasets: [{ label: 'Data', data: [12, 19, 15, 24, 22, 30] }],
};

/** The 3-step chart wizard (docs/product.md, The chart wizard): data source, customise, embed. */
export default function ChartWizard(props: { open: boolean; onOpenChange(open: boolean): void; initialText?: string; initialFile?: File | null }) {
  const { isAuthenticated } = useCurrentUser();
  const [state, dispatch] = useReducer(wizardReducer, props.initialText ?? '', initialWizardState);
  const [progress, setProgress] = useState<number | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const source = dataSourceOf(state);

  // Ticker prices, once the symbol has settled (not one call per keystroke).
  const symbol = useDebounced(state.tickerSymbol.trim(), 400);
  const price = useQuery({
    ...priceQuery(symbol),
    enabled: source === 'ticker' && !state.csvFile && symbol !== '' && symbol.length <= TICKER_MAX && TICKER_PATTERN.test(symbol),
  });
  const candles = state.chartType === 'candlestick';
  // Prices are used once the symbol has settled on what is typed (a cached answer comes back at once).
  const settled = source === 'ticker' && symbol === state.tickerSymbol.trim();
  const missing = state.chartData === null;
  useEffect(() => {
    if (price.data && settled) dispatch({ type: 'dataArrived', data: priceToChartData(price.data, candles ? 'candlestick' : 'line') });
  }, [price.data, candles, settled, missing]);
  // An unknown ticker is said on step 1, where it can be corrected.
  const typed = state.tickerSymbol.trim();
  // Without an AI model a question is not sent (nor a guest run through the signup gate for it).
  const noAi = useCapabilities()?.ai === false;
  const questionRefused = noAi && source === 'query' && !state.csvFile;
  const tickerError =
    source !== 'ticker' || typed === ''
      ? null
      : !TICKER_PATTERN.test(typed)
        ? 'A ticker symbol is letters and digits, like AAPL; longer questions go to the AI.'
        : settled && price.error && !price.isFetching
          ? errorMessage(price.error, 'Failed to fetch price data')
          : null;

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
    setCsvError(null);
    uploadCsv(file, setProgress)
      .then((answer) => dispatch({ type: 'dataArrived', data: { labels: answer.labels, datasets: answer.datasets }, columns: answer.columns }))
      .catch((error: unknown) => {
        // The file is not kept as chosen: the step says why, and Next stays off.
        dispatch({ type: 'csvFailed' });
        setCsvError(errorMessage(error, 'CSV parse failed'));
        toastError(error, 'CSV parse failed', 'Error parsing CSV');
      })
      .finally(() => setProgress(null));
  };

  // A file chosen on the landing page arrives with the wizard.
  const initialFile = props.initialFile;
  useEffect(() => {
    if (initialFile) upload(initialFile);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per file handed in
  }, [initialFile]);

  const create = useCreateChart();
  // The caption: an AI answer's first source (linked), else the ticker or file name.
  const firstSource = state.sources[0];
  const caption = firstSource ? { label: firstSource.title, url: firstSource.url } : state.sourceLabel ? { label: state.sourceLabel } : null;
  const spec: ChartSpec | null = state.chartData
    ? { chartType: state.chartType, theme: state.themeId, data: state.chartData, options: state.chartOptions, ...(caption ? { source: caption } : {}) }
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
          // Kept with the chart when it is not the ticker or file name, so every surface shows it.
          ...(source === 'query' && caption ? { source: caption } : {}),
        },
        {
          onSuccess: (chart) => dispatch({ type: 'saved', slug: chart.slug }),
          onError: (error) =>
            toastError(error, 'Failed to generate embed code. Please try again.', 'Error saving chart'),
        },
      );
    }
  };

  // Each step opens at its top: the dialog scrolls, and would keep the last step's position.
  const steps = useRef<HTMLOListElement>(null);
  useEffect(() => {
    steps.current?.closest('.dialog')?.scrollTo(0, 0);
  }, [state.step]);

  const loading = source === 'ticker' ? price.isFetching : source === 'query' ? ai.isPending : progress !== null;
  const chartTypes: ChartType[] = source === 'ticker' ? ['line', 'bar', 'area', 'candlestick'] : ['line', 'bar', 'area', 'pie'];

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Create a Chart" size="large">
      <ol className="wizard-steps" aria-label="Steps" ref={steps}>
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
        <DataSourceStep
          text={state.tickerSymbol}
          onText={(text) => {
            setCsvError(null);
            dispatch({ type: 'input', text });
          }}
          onFile={upload}
          csvFile={state.csvFile}
          uploadProgress={progress}
          checking={source === 'ticker' && !state.csvFile && typed !== '' && !tickerError && state.chartData === null}
          error={
            state.csvFile
              ? null
              : questionRefused
                ? 'This server has no AI model, so it cannot answer questions. Type a ticker symbol (up to 5 characters) or upload a CSV file.'
                : (tickerError ?? csvError)
          }
          ai={noAi ? false : null}
        />
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
          <button type="button" className="button" disabled={isNextDisabled(state, create.isPending) || (state.step === 1 && questionRefused)} onClick={next}>
            {create.isPending ? 'Creating Chart...' : 'Next'}
          </button>
        )}
      </div>
    </Dialog>
  );
}
