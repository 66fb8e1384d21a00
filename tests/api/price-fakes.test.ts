/**
 * The price fakes against tests/upstream-recordings (issue 44): every answer a fake gives is either
 * the shape a recording holds, or one the recordings' README describes (and says it did not
 * record). A fake that drifts into what we wish a provider said fails here, not in production.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_KEYS, REFUSED_KEY, startFakeUpstreams, type FakeUpstreams } from '../support/fake-upstreams';

const corpus = (path: string) => readFileSync(new URL(`../upstream-recordings/${path}`, import.meta.url), 'utf8');
/** The README's words with its line wrapping undone, where described answers are quoted. */
const readme = corpus('README.md').replace(/\s+/g, ' ');

let fakes: FakeUpstreams;
beforeAll(async () => {
  fakes = await startFakeUpstreams();
});
afterAll(() => fakes?.close());

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const av = (symbol: string, key: string = FAKE_KEYS.alphavantage) =>
  get(`${fakes.env.ALPHAVANTAGE_BASE_URL}/query?function=TIME_SERIES_DAILY&symbol=${symbol}&outputsize=compact&apikey=${key}`);
const stooq = (symbol: string, key: string | null = FAKE_KEYS.stooq) => get(`${fakes.env.STOOQ_BASE_URL}/q/d/l/?s=${symbol}&i=d${key ? `&apikey=${key}` : ''}`);
const tiingo = (ticker: string, key: string = FAKE_KEYS.tiingo) =>
  get(`${fakes.env.TIINGO_BASE_URL}/tiingo/daily/${ticker}/prices?startDate=2023-01-01&resampleFreq=daily`, { authorization: `Token ${key}` });

/** A price as the recordings write them: digits, maybe a fraction, never padded beyond what was sent. */
const RECORDED_NUMBER = /^\d+(\.\d+)?$/;

describe('the Alpha Vantage fake', () => {
  const adjusted = JSON.parse(corpus('alpha-vantage/time-series-daily-adjusted-ibm-2024-06-07.json'));
  const intraday = JSON.parse(corpus('alpha-vantage/time-series-intraday-msft-2017-12-18.json'));

  it('answers prices in the recorded envelope: Meta Data’s five keys, newest day first, bars of the recorded five keys, numbers as text', async () => {
    const body = await (await av('MSFT')).json();
    expect(Object.keys(body)).toEqual(Object.keys(adjusted));
    expect(Object.keys(body['Meta Data'])).toEqual(Object.keys(adjusted['Meta Data']));
    const days = Object.keys(body['Time Series (Daily)']);
    expect(days).toEqual([...days].sort().reverse());
    expect([...Object.keys(adjusted['Time Series (Daily)'])]).toEqual([...Object.keys(adjusted['Time Series (Daily)'])].sort().reverse());
    const recordedBar = Object.values(intraday['Time Series (1min)'])[0] as Record<string, string>;
    for (const bar of Object.values(body['Time Series (Daily)']) as Array<Record<string, string>>) {
      expect(Object.keys(bar)).toEqual(Object.keys(recordedBar));
      for (const value of Object.values(bar)) expect(value).toMatch(RECORDED_NUMBER);
    }
  });

  it('answers an unknown symbol with the recorded "Error Message" sentence, for the function we call', async () => {
    const recorded = JSON.parse(corpus('alpha-vantage/error-invalid-api-call-fx-daily-2021.json'));
    expect(await (await av('NOPE')).json()).toEqual({ 'Error Message': recorded['Error Message'].replace('FX_DAILY', 'TIME_SERIES_DAILY') });
  });

  it('answers its per-minute limit with the recorded "Note", word for word', async () => {
    expect(await (await av('BUSY')).json()).toEqual(JSON.parse(corpus('alpha-vantage/note-rate-limit-2019.json')));
  });

  it('answers a refused key and the 2024 daily limit only as the README describes them', async () => {
    const refused = await (await av('IBM', REFUSED_KEY)).json();
    expect(Object.keys(refused)).toEqual(['Error Message']);
    expect(readme).toContain(`{"Error Message": "${refused['Error Message']}"}`);
    const daily = await (await av('INFO')).json();
    expect(Object.keys(daily)).toEqual(['Information']);
    expect(readme).toContain('our standard API rate limit is 25 requests per day. Please subscribe to any of the premium plans');
    expect(daily.Information.toLowerCase()).toContain('our standard api rate limit is 25 requests per day. please subscribe to any of the premium plans');
  });
});

describe('the Stooq fake (no recording with a key exists: README)', () => {
  const recordings = ['stooq/daily-aapl-us-2026-02-03.csv', 'stooq/daily-spx-2022-01-24.csv'].map(corpus);

  it('answers CSV as the keyless recordings show it: their header, LF line ends, oldest day first, unpadded numbers', async () => {
    const text = await (await stooq('aapl.us')).text();
    const [header, ...rows] = text.split('\n');
    for (const recorded of recordings) {
      expect(header).toBe(recorded.split('\n')[0]);
      expect(recorded).not.toContain('\r');
    }
    expect(text).not.toContain('\r');
    expect(text.endsWith('\n')).toBe(true);
    const filled = rows.filter(Boolean).map((row) => row.split(','));
    expect(filled.map((cells) => cells[0])).toEqual(filled.map((cells) => cells[0]).sort());
    for (const cells of filled) {
      expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(cells).toHaveLength(6);
      for (const number of cells.slice(1)) expect(number).toMatch(RECORDED_NUMBER);
    }
  });

  it('answers without a key, or with a refused one, the page the README describes: HTML with HTTP 200, asking for an API key', async () => {
    expect(readme).toContain('answers HTTP 200 with an HTML page asking for an API key');
    for (const response of [await stooq('aapl.us', null), await stooq('aapl.us', REFUSED_KEY)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toMatch(/apikey/);
    }
  });

  it('answers the proof-of-work page the README describes: HTML with HTTP 200 and a POST to /__verify', async () => {
    expect(readme).toContain('HTML proof-of-work interstitial (SHA-256 challenge, `POST /__verify`), also HTTP 200');
    const response = await stooq('pow.us');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/fetch\("\/__verify", \{ method: "POST" \}\)/);
  });

  it('answers its limit and an unknown symbol only with the texts the README lists as described', async () => {
    for (const [symbol, text] of [
      ['busy.us', 'Exceeded the daily hits limit'],
      ['nope.us', 'No data'],
    ]) {
      expect(await (await stooq(symbol!)).text()).toBe(text);
      expect(readme).toContain(`\`${text}\``);
    }
  });
});

describe('the Tiingo fake', () => {
  const recorded = [
    JSON.parse(corpus('tiingo/daily-prices-googl-2015-01-json.json')),
    JSON.parse(corpus('tiingo/latest-price-googl-2018-04-12.json')),
  ].flat() as Array<Record<string, unknown>>;
  const shape = (day: Record<string, unknown>) => Object.fromEntries(Object.entries(day).map(([key, value]) => [key, typeof value]));

  it('answers days as the cassettes recorded them: the same fields of the same types, a recorded form of midnight, oldest first, as JSON', async () => {
    const response = await tiingo('GOOGL');
    expect(response.headers.get('content-type')).toBe('application/json');
    const days = (await response.json()) as Array<Record<string, unknown>>;
    expect(days.length).toBeGreaterThan(0);
    const recordedDates = recorded.map((day) => (day.date as string).slice(10));
    for (const day of days) {
      expect(Object.keys(day).sort()).toEqual(Object.keys(recorded[0]!).sort());
      expect(shape(day)).toEqual(shape(recorded[0]!));
      expect(recordedDates).toContain((day.date as string).slice(10));
    }
    const dates = days.map((day) => day.date as string);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers an unknown ticker and its hourly limit only as the README describes them', async () => {
    const unknown = await tiingo('NOPE');
    expect(unknown.status).toBe(404);
    expect(readme).toContain((await unknown.text()).replace("'NOPE'", "'X'"));
    const busy = await tiingo('BUSY');
    expect(busy.status).toBe(429);
    expect(readme).toContain(await busy.text());
  });

  it('answers a refused token with a bare 401, since no body for it was found', async () => {
    expect(readme).toContain('the answer to a refused token was not found');
    const refused = await tiingo('GOOGL', REFUSED_KEY);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toBe('');
  });
});
