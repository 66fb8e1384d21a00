import { useQuery } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { priceToChartData } from '@shared/reading/price-to-chart';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDebounced } from '../../../hooks/use-debounced';
import { priceQuery } from '../api/fetch-price';
import { kindOf } from '../kinds/registry';
import { asksInstead } from '../logic/short-text';
import { pricesNeeded } from '../logic/step-rules';
import type { WizardAction } from '../logic/wizard-actions';
import { dataSourceOf, TICKER_MAX } from '../logic/wizard-source';
import type { WizardState } from '../logic/wizard-state';

const TICKER_PATTERN = /^[A-Za-z0-9.^-]+$/;

/**
 * A ticker's prices as the wizard's data: fetched once the symbol has settled (not one call per
 * keystroke), when there is no data yet or candles need other data (a saved chart keeps its own).
 * A malformed ticker is said on step 1, where it can be corrected; an unknown one is asked as a
 * question when the server has an AI model (`ai`), and said otherwise.
 */
export function useTickerPrices(state: WizardState, dispatch: Dispatch<WizardAction>, available = true, ai = true) {
  const source = dataSourceOf(state);
  const typed = state.tickerSymbol.trim();
  const symbol = useDebounced(typed, 400);
  const needed = pricesNeeded(state);
  const price = useQuery({
    ...priceQuery(symbol),
    enabled: available && source === 'ticker' && needed && symbol !== '' && symbol.length <= TICKER_MAX && TICKER_PATTERN.test(symbol),
  });
  const candles = kindOf(state.chartType, false).candles;
  // Prices are used once the symbol has settled on what is typed (a cached answer comes back at once).
  const settled = source === 'ticker' && symbol === typed;
  useEffect(() => {
    if (price.data && settled && needed) dispatch({ type: 'dataArrived', data: priceToChartData(price.data, candles ? 'candlestick' : 'line') });
  }, [price.data, candles, settled, needed, dispatch]);
  const failure = settled && !price.isFetching && price.error instanceof ApiError ? price.error : null;
  const asked = source === 'ticker' && asksInstead(failure, typed, ai);
  useEffect(() => {
    if (asked) dispatch({ type: 'notTicker' });
  }, [asked, dispatch]);
  const error =
    source !== 'ticker' || typed === '' || asked
      ? null
      : !TICKER_PATTERN.test(typed)
        ? 'A ticker symbol is letters and digits, like AAPL; longer questions go to the AI.'
        : settled && price.error && !price.isFetching
          ? errorMessage(price.error, 'Failed to fetch price data')
          : null;
  return {
    error,
    loading: price.isFetching,
    /** A well-formed ticker whose prices have not arrived yet. */
    checking: available && source === 'ticker' && typed !== '' && !error && state.chartData === null,
  };
}
