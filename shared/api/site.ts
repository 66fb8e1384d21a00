/** What the rest of the site sends and reads: capabilities, analytics events and oEmbed. */
import { Type as t, type Static } from '@sinclair/typebox';

/** What a server can do (no secrets): the builder hides what is not there. */
export const Capabilities = t.Object({
  /** An AI model is configured: questions can become charts. */
  ai: t.Boolean(),
  /** Where ticker prices come from. */
  prices: t.Union([t.Literal('alphavantage'), t.Literal('stooq'), t.Null()]),
  /** Whether e-mail is really sent, or printed to the server's log. */
  mail: t.Union([t.Literal('smtp'), t.Literal('log')]),
  /** Whether charts refresh their data by themselves. */
  liveData: t.Boolean(),
});
export type Capabilities = Static<typeof Capabilities>;

/** A first-party analytics event; page views are the one kind today. */
export const EventBody = t.Object({
  type: t.Literal('pageview', { error: 'type must be "pageview"' }),
  path: t.String({ minLength: 1, maxLength: 300, pattern: '^/', error: 'path must be a URL path starting with / of at most 300 characters' }),
  referrer: t.Optional(t.String({ maxLength: 1000, error: 'referrer must be a URL of at most 1000 characters' })),
});
export type EventBody = Static<typeof EventBody>;

export const OembedResponse = t.Object({
  version: t.Literal('1.0'),
  type: t.Literal('rich'),
  provider_name: t.String(),
  provider_url: t.String(),
  title: t.String(),
  html: t.String(),
  width: t.Integer(),
  height: t.Integer(),
  cache_age: t.Integer(),
});
export type OembedResponse = Static<typeof OembedResponse>;
