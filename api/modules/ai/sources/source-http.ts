/**
 * The one way a source reaches its upstream: the SSRF-safe fetcher (a base URL is configuration,
 * but a redirect is the upstream's to choose), a time limit (SOURCE_TIMEOUT_MS, 10 s), and a size limit no documented answer
 * comes near. Failures become errors that name the source.
 */
import type { SourceId } from '@shared/ai-plan';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/errors';
import { fetchPublicFile, FetchTimeoutError } from '../../../lib/safe-fetch';
import { SourceUnavailableError, type SourceHttp } from './source';

/** EDGAR's ticker list is about 1 MB and a large company's concept a few; 16 MB is a broken upstream. */
export const SOURCE_MAX_BYTES = 16 * 1024 * 1024;

export function sourceHttp(source: SourceId, deps: { allowHosts: readonly string[]; timeoutMs: number; clock: Clock }): SourceHttp {
  return {
    now: () => deps.clock.now(),
    async get(url, options = {}) {
      try {
        const file = await fetchPublicFile(url, {
          allowHosts: deps.allowHosts,
          maxBytes: SOURCE_MAX_BYTES,
          timeoutMs: deps.timeoutMs,
          headers: { accept: 'application/json, text/csv;q=0.9, */*;q=0.5', ...options.headers },
          passStatuses: options.pass,
        });
        return { status: file.status, text: file.text };
      } catch (error) {
        if (error instanceof FetchTimeoutError) throw new SourceUnavailableError(source, 'timeout', deps.timeoutMs);
        if (error instanceof HttpError) {
          console.error(`[ai] ${source}: ${url}: ${error.message}`);
          throw new SourceUnavailableError(source, 'down', deps.timeoutMs, error.message);
        }
        throw error;
      }
    },
  };
}
