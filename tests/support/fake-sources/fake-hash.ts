/** A stable number in [0, 1) for a text (FNV-1a), so the fakes' synthetic values never change between runs. */
export function fakeHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}
