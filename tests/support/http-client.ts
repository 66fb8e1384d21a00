/**
 * fetch with a cookie jar, as a browser would keep one for the API's origin, and with every body
 * it received kept for the "no secret in any response" checks.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  readonly bodies: string[] = [];

  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, options: { json?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      redirect: 'manual',
      signal: options.signal,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()) || value === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await response.clone().text();
    this.bodies.push(text);
    return response;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, json?: unknown, headers?: Record<string, string>) => this.request('POST', path, { json, headers });
  patch = (path: string, json?: unknown) => this.request('PATCH', path, { json });
}

export const setCookieOf = (response: Response, name: string): string | undefined =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
