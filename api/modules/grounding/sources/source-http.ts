/**
 * The one way a source reaches its upstream: the SSRF-safe fetcher (a base URL is configuration,
 * but a redirect is the upstream's to choose), a time limit (SOURCE_TIMEOUT_MS, 10 s), and a size limit no documented answer
 * comes near. Everything that is not data is named here, once for every source: an error status
 * (403, 429, 5xx), an empty body, a web page where data belongs (a maintenance or challenge page, a
 * login page a redirect led to). Each becomes a SourceUnavailableError naming the source, with a
 * cause an operator can act on.
 */
import type { SourceId } from '@shared/ai/ai-plan';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/errors';
import { fetchPublicFile, FetchTimeoutError } from '../../../lib/safe-fetch';
import { SourceUnavailableError, type SourceHttp } from './source';

/** EDGAR's ticker list is about 1 MB and a large company's concept a few; 16 MB is a broken upstream. */
export const SOURCE_MAX_BYTES = 16 * 1024 * 1024;

/** Every error status comes back as an answer, so its body can say why (EDGAR's 403 page does). */
const ERROR_STATUSES = Array.from({ length: 200 }, (_, i) => 400 + i);

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The path and query of an address, for a cause that says which call failed without the host's noise. */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The first words a page or error body says: its <title>, else its text without tags. */
export function bodyGist(text: string, max = 120): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1];
  const words = (title ?? text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  return words.length > max ? `${words.slice(0, max)}…` : words;
}

/** HTML where JSON or CSV belongs: declared as such, or starting like a page whatever it declares. */
export function isWebPage(text: string, contentType: string | null): boolean {
  if (/^\s*text\/html\b/i.test(contentType ?? '')) return true;
  return /^\s*(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text.replace(/^\uFEFF/, ''));
}

/**
 * The failure an error status stands for. `hint` is what the operator should do about it when the
 * source knows (EDGAR's 403: declare a contact in SEC_USER_AGENT).
 */
export function statusFailure(source: SourceId, status: number, text: string, url: string, timeoutMs: number, hint?: string): SourceUnavailableError {
  const said = bodyGist(text);
  const cause = `answered ${status} ${STATUS_TEXT[status] ?? ''}`.trimEnd() + ` for ${where(url)}${said ? `: "${said}"` : ''}${hint ? ` (${hint})` : ''}`;
  const kind = status === 429 ? 'rate-limited' : status === 403 ? 'refused' : 'down';
  return new SourceUnavailableError(source, kind, timeoutMs, cause);
}

export function sourceHttp(source: SourceId, deps: { allowHosts: readonly string[]; timeoutMs: number; clock: Clock }): SourceHttp {
  return {
    now: () => deps.clock.now(),
    async get(url, options = {}) {
      let file;
      try {
        file = await fetchPublicFile(url, {
          allowHosts: deps.allowHosts,
          maxBytes: SOURCE_MAX_BYTES,
          timeoutMs: deps.timeoutMs,
          headers: { accept: 'application/json, text/csv;q=0.9, */*;q=0.5', ...options.headers },
          passStatuses: ERROR_STATUSES,
        });
      } catch (error) {
        if (error instanceof FetchTimeoutError) throw new SourceUnavailableError(source, 'timeout', deps.timeoutMs);
        if (error instanceof HttpError) {
          console.error(`[ai] ${source}: ${url}: ${error.message}`);
          throw new SourceUnavailableError(source, 'down', deps.timeoutMs, `${where(url)}: ${error.message}`);
        }
        throw error;
      }
      const answer = { status: file.status, text: file.text, contentType: file.contentType };
      if (options.pass?.includes(file.status)) return answer;
      if (file.status >= 400) {
        console.error(`[ai] ${source}: ${url}: answered ${file.status}`);
        throw statusFailure(source, file.status, file.text, url, deps.timeoutMs);
      }
      const redirected = file.url !== new URL(url).href ? ` after a redirect to ${file.url}` : '';
      if (file.text.trim() === '') {
        throw new SourceUnavailableError(source, 'empty', deps.timeoutMs, `answered ${file.status} with an empty body for ${where(url)}${redirected}`);
      }
      if (isWebPage(file.text, file.contentType)) {
        const login = /log\s*-?\s*in|sign\s*-?\s*in/i.test(`${file.url} ${bodyGist(file.text)}`) ? ' (a login page)' : '';
        throw new SourceUnavailableError(
          source,
          'web-page',
          deps.timeoutMs,
          `answered a web page instead of data for ${where(url)}${redirected}${login}: "${bodyGist(file.text)}"`,
        );
      }
      return answer;
    },
  };
}
