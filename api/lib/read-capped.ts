/**
 * Reads a body (a request's, or an upstream's answer) as text, stopping as soon as it passes
 * `limit` bytes: a body sent in chunks (no Content-Length) is not held whole in memory just to
 * find out that it is too large.
 */
export async function readCapped(message: Request | Response, limit: number, tooLarge: () => Error): Promise<string> {
  if (!message.body) return '';
  if (Number(message.headers.get('content-length') ?? 0) > limit) {
    await message.body.cancel().catch(() => {});
    throw tooLarge();
  }
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
