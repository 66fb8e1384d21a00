/**
 * What a provider sent instead of data, in words an operator can act on. Providers answer their
 * own failures with HTTP 200 (Stooq's key page and its proof-of-work page, Alpha Vantage's notices),
 * so the status alone never says whether a body is data; a reader that took such a page for "no
 * rows" would call every ticker unknown (issue 44).
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { PRICE_PROVIDER_NAMES, type PriceProviderId } from '@shared/reading/price-providers';
import { matchesUpstream } from '../../lib/upstream-shape';
import { PriceProviderError, type ProviderAnswer } from './provider';

/** A page that no price data ever starts with: markup. */
const MARKUP = /^\s*(<!doctype html|<html|<head|<body|<\?xml|<[a-z][\w-]*[\s>])/i;
/** Stooq's anti-bot interstitial (finance-query #263: a SHA-256 challenge posted to /__verify). */
const CHALLENGE = /__verify|proof[\s-]of[\s-]work|sha-?256|challenge/i;
/** Stooq's page that sends one to get a key (`…&get_apikey`, "Get your apikey"). */
const KEY_PAGE = /api\s?key/i;
const LOGIN = /log[\s-]?in|sign[\s-]?in|auth/i;

export type NotData =
  { kind: 'empty'; words: string } | { kind: 'challenge'; words: string } | { kind: 'key-page'; words: string } | { kind: 'page'; words: string };

/** What the body is when it cannot be data, or null when it may be (the provider's reader decides). */
export function notData(answer: ProviderAnswer): NotData | null {
  const text = answer.text.replace(/^\uFEFF/, '').trim();
  if (text === '') return { kind: 'empty', words: 'an empty body' };
  const markup = MARKUP.test(text) || /^text\/html/i.test(answer.contentType);
  // JSON is the provider's to read: Alpha Vantage's limit notice names "your API key", and is no key page.
  if (!markup && /^[[{]/.test(text)) return null;
  if (markup && CHALLENGE.test(text)) return { kind: 'challenge', words: 'a proof-of-work challenge page (an anti-bot check a server cannot pass)' };
  if (KEY_PAGE.test(text) && (markup || !/^[\w\s."-]*,/.test(text))) return { kind: 'key-page', words: 'a page asking for an API key' };
  if (!markup) return null;
  if (answer.redirectedTo && LOGIN.test(answer.redirectedTo)) return { kind: 'page', words: `a sign-in page (redirected to ${answer.redirectedTo})` };
  const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(text)?.[1]?.trim();
  return { kind: 'page', words: title ? `a web page ("${title}")` : 'a web page' };
}

/** A body that is not JSON, described without quoting more of it than a glance. */
export function brokenJson(text: string): string {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) return `JSON that breaks off after ${Buffer.byteLength(text)} bytes`;
  return `text that is not JSON ("${trimmed.slice(0, 60).replace(/\s+/g, ' ')}${trimmed.length > 60 ? '…' : ''}")`;
}

/** A provider's JSON answer in its documented shape, or the failure that names what it was instead. */
export function readProviderJson<T extends TSchema>(provider: PriceProviderId, answer: ProviderAnswer, schema: T): Static<T> {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new PriceProviderError(provider, 'not-data', `answered ${brokenJson(answer.text)} instead of prices`);
  }
  if (!matchesUpstream(schema, body, PRICE_PROVIDER_NAMES[provider]))
    throw new PriceProviderError(provider, 'not-data', 'answered JSON in a shape we cannot read');
  return body;
}
