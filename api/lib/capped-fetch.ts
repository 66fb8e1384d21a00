/**
 * fetch for the services we call (the AI's API), whose answers may be at most `limit` bytes:
 * past it the body fails, so a broken or hostile upstream cannot fill the server's memory (a
 * 300 MB answer once took it from 332 to 765 MB).
 */
import { BadGatewayError } from './errors';

export class UpstreamTooLargeError extends BadGatewayError {
  constructor(what: string, limit: number) {
    super(`${what} sent an answer larger than ${Math.round(limit / 1024 / 1024)} MB`);
  }
}

export function cappedFetch(what: string, limit: number): typeof fetch {
  const capped = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    if (Number(response.headers.get('content-length') ?? 0) > limit) {
      await response.body.cancel().catch(() => {});
      throw new UpstreamTooLargeError(what, limit);
    }
    let seen = 0;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > limit) controller.error(new UpstreamTooLargeError(what, limit));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return capped as typeof fetch;
}
