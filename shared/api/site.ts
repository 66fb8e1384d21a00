/** What the rest of the site sends and reads: capabilities, analytics events and oEmbed. */
import { Type as t, type Static } from '@sinclair/typebox';
import { withExamples } from './common';

/** shared/reading/price-providers.ts's PRICE_PROVIDER_IDS, written out so the type keeps each name (api/lib/capabilities.ts fails to compile if they part). */
const PriceProvider = t.Union([t.Literal('alphavantage'), t.Literal('tiingo'), t.Literal('stooq')]);

/** What a server can do (no secrets): the builder hides what is not there. */
export const Capabilities = withExamples(
  t.Object({
    /** An AI model is configured. Questions become charts without one too: see `questions`. */
    ai: t.Boolean(),
    /** What reads questions: the planner alone (no model configured), or the planner first and the model for what it cannot read. */
    questions: t.Union([t.Literal('planner'), t.Literal('model')]),
    /** The open-data sources question charts are fetched from, with or without a model. */
    aiSources: t.Array(t.Object({ id: t.String(), name: t.String() })),
    /** The provider ticker prices are asked of first; null when the server has none (no key set). */
    prices: t.Union([PriceProvider, t.Null()]),
    /** Every price provider with a key, in the order they are asked; empty when tickers cannot be charted. */
    priceProviders: t.Array(PriceProvider),
    /** Whether e-mail is really sent, or printed to the server's log. */
    mail: t.Union([t.Literal('smtp'), t.Literal('log')]),
    /** Whether charts refresh their data by themselves. */
    liveData: t.Boolean(),
  }),
  {
    ai: true,
    questions: 'model',
    aiSources: [
      { id: 'worldbank', name: 'World Bank' },
      { id: 'imf', name: 'IMF' },
      { id: 'sec', name: 'SEC EDGAR' },
      { id: 'owid', name: 'Our World in Data' },
      { id: 'prices', name: 'Market prices' },
    ],
    prices: 'tiingo',
    priceProviders: ['tiingo', 'stooq'],
    mail: 'smtp',
    liveData: true,
  },
);
export type Capabilities = Static<typeof Capabilities>;

/** A first-party analytics event; page views are the one kind today. */
export const EventBody = withExamples(
  t.Object({
    type: t.Literal('pageview', { error: 'type must be "pageview"' }),
    path: t.String({ minLength: 1, maxLength: 300, pattern: '^/', error: 'path must be a URL path starting with / of at most 300 characters' }),
    referrer: t.Optional(t.String({ maxLength: 1000, error: 'referrer must be a URL of at most 1000 characters' })),
  }),
  { type: 'pageview', path: '/trending', referrer: 'https://news.example/' },
);
export type EventBody = Static<typeof EventBody>;

export const OembedResponse = withExamples(
  t.Object({
    version: t.Literal('1.0'),
    type: t.Literal('rich'),
    provider_name: t.String(),
    provider_url: t.String(),
    title: t.String(),
    html: t.String(),
    width: t.Integer(),
    height: t.Integer(),
    cache_age: t.Integer(),
    /** The chart drawn on the server (`/e/SLUG.png`), within maxwidth and maxheight; absent when no image fits them. */
    thumbnail_url: t.Optional(t.String()),
    thumbnail_width: t.Optional(t.Integer()),
    thumbnail_height: t.Optional(t.Integer()),
  }),
  {
    version: '1.0',
    type: 'rich',
    provider_name: 'Chart Embed',
    provider_url: 'https://charts.example.com',
    title: 'Greenhouse',
    html: '<script src="https://charts.example.com/e/kOiQtwyH-kI.js" data-height="400"></script>',
    width: 800,
    height: 400,
    cache_age: 3600,
  },
);
export type OembedResponse = Static<typeof OembedResponse>;
