/**
 * What every data source behind grounded Chat-to-Chart provides, and the ways one fails. A source
 * is a small module: a pure parser for its upstream's documented shape, and a fetch through
 * `SourceHttp` (the SSRF-safe fetcher with the source's timeout and size limit).
 */
import type { SourceId } from '@shared/ai/ai-plan';
import { SOURCE_NAMES } from '@shared/ai/ai-plan';
import type { FetchedGroup, FetchedSeries } from '@shared/ai/fetched-series';
import { BadGatewayError, HttpError } from '../../../lib/errors';

export type { FetchedGroup, FetchedSeries } from '@shared/ai/fetched-series';

export interface SeriesRequest {
  indicator: string;
  entity: string;
}

/** Every country of one indicator over whole years, inclusive, for a map. */
export interface GroupRequest {
  indicator: string;
  from: string;
  to: string;
}

export interface SourceHttp {
  /**
   * GET a URL of the source. Answers the status and text for the `pass` statuses and for 2xx answers
   * that hold something other than a web page; anything else (an error status, an empty body, HTML,
   * a timeout, a too-large answer) throws a SourceUnavailableError naming the source.
   */
  get(url: string, options?: { headers?: Record<string, string>; pass?: number[] }): Promise<{ status: number; text: string; contentType: string | null }>;
  now(): Date;
}

export interface DataSource {
  readonly id: SourceId;
  fetchSeries(request: SeriesRequest, http: SourceHttp): Promise<FetchedSeries>;
  /** Every country the source publishes of the indicator, in one or a few calls; sources that cannot have none. */
  fetchGroup?(request: GroupRequest, http: SourceHttp): Promise<FetchedGroup>;
  /**
   * The page cited for several series of this source fetched together (the World Bank's indicator
   * page for those countries). Without it, each series' own `url` is cited.
   */
  citationUrl?(series: FetchedSeries[]): string;
}

/**
 * The plan named a code the source does not know. Goes back to the model once, with `suggestions`
 * (known codes near the one asked for) when the source can list them.
 */
export class NotInSourceError extends HttpError {
  constructor(
    readonly source: SourceId,
    readonly kind: 'indicator' | 'entity',
    readonly code: string,
    readonly suggestions: string[] = [],
  ) {
    super(422, `${SOURCE_NAMES[source]} has no ${kind} "${code}"`);
  }
}

/**
 * The source answered, but not in the shape its documentation gives: logged, and a 502 naming it.
 * `operatorCause` is what an operator reads in the source's health ("answered a CSV header we do
 * not know: [...]"); the user reads the message.
 */
export class SourceShapeError extends BadGatewayError {
  readonly operatorCause: string;
  constructor(source: SourceId, detail: string, operatorCause = `answered in a form we cannot read: ${detail}`) {
    super(`${SOURCE_NAMES[source]} answered in a form we cannot read. Please try again later.`);
    this.operatorCause = operatorCause.slice(0, 300);
    console.error(`[ai] ${source} answered an unexpected shape: ${detail.slice(0, 500)}`);
  }
}

/**
 * How a source failed before it answered data: each kind has the status and the words a user can act
 * on (wait a minute, try later), and the cause an operator reads in the source's health.
 */
export type SourceFailure =
  /** No answer within SOURCE_TIMEOUT_MS. */
  | 'timeout'
  /** Unreachable, or an error status of its own (5xx, an unexpected 4xx). */
  | 'down'
  /** 403: it refuses this server (an undeclared User-Agent, a blocked address, a withdrawn licence). */
  | 'refused'
  /** 429: it limits how often this server may ask. */
  | 'rate-limited'
  /** A web page (HTML) where data belongs: a maintenance page, a challenge, a login page after a redirect. */
  | 'web-page'
  /** 2xx with nothing in it. */
  | 'empty';

const STATUS: Record<SourceFailure, number> = { timeout: 504, down: 502, refused: 503, 'rate-limited': 503, 'web-page': 502, empty: 502 };

function failureMessage(name: string, kind: SourceFailure, seconds: number): string {
  switch (kind) {
    case 'timeout':
      return `${name} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again later.`;
    case 'refused':
      return `${name} refused this server's request. Please try again later; the server's operator can see why.`;
    case 'rate-limited':
      return `${name} is limiting how often this server may ask. Please try again in a few minutes.`;
    case 'web-page':
      return `${name} answered with a web page instead of data. Please try again later.`;
    case 'empty':
      return `${name} sent an empty answer. Please try again later.`;
    case 'down':
      return `${name} is unavailable right now. Please try again later.`;
  }
}

export class SourceUnavailableError extends HttpError {
  /** What an operator reads in the source's health: the status, page or network failure behind it. */
  readonly operatorCause: string;
  constructor(
    source: SourceId,
    readonly kind: SourceFailure,
    timeoutMs = 10_000,
    cause?: string,
  ) {
    const seconds = Math.round(timeoutMs / 1000);
    super(STATUS[kind], failureMessage(SOURCE_NAMES[source], kind, seconds));
    this.operatorCause = (kind === 'timeout' ? `did not answer within ${seconds} s` : (cause ?? 'could not be reached')).slice(0, 300);
  }
}
