/** The token of an `Authorization: Bearer` header ('' when the header is there but empty), else null. */
export function bearerTokenOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null || !/^bearer\b/i.test(header)) return null;
  return header.slice(6).trim();
}
