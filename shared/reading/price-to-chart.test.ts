import { describe, expect, it } from 'vitest';
import { priceToChartData, type PriceResponse } from './price-to-chart';

const bar = (o: number, h: number, l: number, c: number) => ({
  '1. open': o.toFixed(4),
  '2. high': h.toFixed(4),
  '3. low': l.toFixed(4),
  '4. close': c.toFixed(4),
  '5. volume': '1000',
});

const response: PriceResponse = {
  'Meta Data': {
    '1. Information': 'Daily Prices',
    '2. Symbol': 'AAPL',
    '3. Last Refreshed': '2024-01-03',
    '4. Output Size': 'Compact',
    '5. Time Zone': 'US/Eastern',
  },
  'Time Series (Daily)': { '2024-01-03': bar(3, 4, 2, 3.5), '2024-01-02': bar(1, 2, 0.5, 1.5) },
};

describe('priceToChartData', () => {
  it('gives closes by ascending date, named after the symbol', () => {
    expect(priceToChartData(response)).toEqual({ labels: ['2024-01-02', '2024-01-03'], datasets: [{ label: 'AAPL', data: [1.5, 3.5] }] });
  });

  it('gives OHLC points for candlesticks', () => {
    expect(priceToChartData(response, 'candlestick').datasets[0]!.data).toEqual([
      { o: 1, h: 2, l: 0.5, c: 1.5 },
      { o: 3, h: 4, l: 2, c: 3.5 },
    ]);
  });

  it('names a series without a symbol "Stock"', () => {
    const { 'Meta Data': meta, ...rest } = response;
    expect(priceToChartData({ ...rest, 'Meta Data': { ...meta, '2. Symbol': '' } }).datasets[0]!.label).toBe('Stock');
  });
});
