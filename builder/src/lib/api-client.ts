/**
 * The one way the builder talks to the API. Calls are named as the contract names them
 * (shared/api/routes.ts), so the body a call takes and the answer it gives are typed by the same
 * schemas the API validates with. Cookies are always sent, a JSON content type only with a body,
 * and any non-OK answer becomes an ApiError "{status}: {body}".
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { ApiRoute, ApiRoutes } from '@shared/api/routes';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The `message` of a JSON error body, for toasts that show what the server said. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      return null;
    }
  }
}

/** What a call answers: the static type of its answer schema; nothing for a 204. */
export type ApiAnswer<R extends ApiRoute> = ApiRoutes[R]['answer'] extends infer A extends TSchema ? Static<A> : void;

type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call takes: its path parameters, its body, and a query string where it reads one. */
export type ApiInput<R extends ApiRoute> = ([PathParams<R>] extends [never] ? unknown : { params: Record<PathParams<R>, string | number> }) &
  (ApiRoutes[R] extends { body: infer B extends TSchema } ? { body: Static<B> } : unknown) & { query?: Record<string, string | number>; signal?: AbortSignal };

type InputArgs<R extends ApiRoute> = object extends ApiInput<R> ? [input?: ApiInput<R>] : [input: ApiInput<R>];

/** The URL of a call: its path with the parameters filled in and the query appended. */
export function apiUrl<R extends ApiRoute>(route: R, ...[input]: InputArgs<R>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, string | number> };
  const path = route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return path + search;
}

export async function throwIfNotOk(response: { ok: boolean; status: number; statusText: string; text(): Promise<string> }): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
}

/**
 * Makes a call and reads its answer. The answer is trusted to match its schema: the API validates
 * every answer against the same schema before sending it (tests/api/contract.test.ts).
 */
export async function api<R extends ApiRoute>(route: R, ...args: InputArgs<R>): Promise<ApiAnswer<R>> {
  const { body, signal } = (args[0] ?? {}) as { body?: unknown; signal?: AbortSignal };
  const response = await fetch(apiUrl(route, ...args), {
    signal,
    method: route.slice(0, route.indexOf(' ')),
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return (response.status === 204 ? undefined : await response.json()) as ApiAnswer<R>;
}

/** A GET for react-query; `returnNull` reads a 401 as "nobody signed in" rather than an error. */
export async function apiOrNullWhenSignedOut<R extends ApiRoute>(route: R, ...args: InputArgs<R>): Promise<ApiAnswer<R> | null> {
  try {
    return await api(route, ...args);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
