/** Our public origin: PUBLIC_ORIGIN when set, else the origin the request was sent to. */
export function originResolver(publicOrigin: string | null): (request: Request) => string {
  return (request) => publicOrigin ?? new URL(request.url).origin;
}
