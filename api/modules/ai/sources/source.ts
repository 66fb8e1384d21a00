/**
 * What every data source behind grounded Chat-to-Chart provides, and the ways one fails. A source
 * is a small module: a pure parser for its upstream's documented shape, and a fetch through
 * `SourceHttp` (the SSRF-safe fetcher with the source's timeout and size limit).
 */
import type { SourceId } from '@shared/ai-plan';
import { SOURCE_NAMES } from '@shared/ai-plan';
import type { FetchedSeries } from '@shared/fetched-series';
import { BadGatewayError, HttpError } from '../../../lib/errors';

export type { FetchedSeries } from '@shared/fetched-series';

export interface SeriesRequest {
  indicator: string;
  entity: string;
}

export interface SourceHttp {
  /**
   * GET a URL of the source. Answers the status and text for 2xx and for the `pass` statuses;
   * anything else, a timeout or a too-large answer throws an error naming the source.
   */
  get(url: string, options?: { headers?: Record<string, string>; pass?: number[] }): Promise<{ status: number; text: string }>;
  now(): Date;
}

export interface DataSource {
  readonly id: SourceId;
  fetchSeries(request: SeriesRequest, http: SourceHttp): Promise<FetchedSeries>;
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
 * `cause` is what an operator reads in the source's health; the user reads the message.
 */
export class SourceShapeError extends BadGatewayError {
  readonly operatorCause: string;
  constructor(source: SourceId, detail: string) {
    super(`${SOURCE_NAMES[source]} answered in a form we cannot read. Please try again later.`);
    this.operatorCause = `answered in a form we cannot read: ${detail.slice(0, 300)}`;
    console.error(`[ai] ${source} answered an unexpected shape: ${detail.slice(0, 500)}`);
  }
}

export class SourceUnavailableError extends HttpError {
  /** What an operator reads in the source's health: the status or network failure behind it. */
  readonly operatorCause: string;
  constructor(source: SourceId, kind: 'timeout' | 'down', timeoutMs = 10_000, cause?: string) {
    const seconds = Math.round(timeoutMs / 1000);
    super(
      kind === 'timeout' ? 504 : 502,
      kind === 'timeout'
        ? `${SOURCE_NAMES[source]} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again later.`
        : `${SOURCE_NAMES[source]} is unavailable right now. Please try again later.`,
    );
    this.operatorCause = kind === 'timeout' ? `did not answer within ${Math.round(timeoutMs / 1000)} s` : (cause ?? 'could not be reached');
  }
}
