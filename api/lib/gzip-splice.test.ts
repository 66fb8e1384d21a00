import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, deflateTail, spliceHead, splicedGzip } from './gzip-splice';

const text = (length: number, seed: number) => Buffer.from(Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * seed + (i >> 3)) % 95))).join(''));

describe('crc32Combine', () => {
  it('is the CRC-32 of the two parts one after the other', () => {
    for (const [a, b] of [
      [0, 0],
      [1, 1],
      [17, 1000],
      [5000, 3],
      [70_000, 131_072],
    ] as const) {
      const first = text(a, 7);
      const second = text(b, 13);
      expect(crc32Combine(crc32(first), crc32(second), second.length), `${a} + ${b}`).toBe(crc32(Buffer.concat([first, second])));
    }
  });
});

describe('a spliced gzip body', () => {
  it('inflates to the head and then the tail, checksum and length checked', async () => {
    const tail = text(300_000, 11);
    const kept = await deflateTail(tail);
    for (const head of [text(1500, 3), text(1, 5), Buffer.alloc(0)]) {
      const body = Buffer.concat(splicedGzip(spliceHead(head, kept), kept));
      // gunzip fails on a wrong CRC-32 or length, which gzip checks at the end of a member.
      expect(gunzipSync(body).equals(Buffer.concat([head, tail]))).toBe(true);
    }
  });

  it('keeps the tail compressed once: each answer adds only its own head', async () => {
    const kept = await deflateTail(text(300_000, 11));
    const head = spliceHead(text(1500, 3), kept);
    expect(head.opening.length + head.closing.length).toBeLessThan(1600);
    expect(Buffer.concat(splicedGzip(head, kept)).length).toBe(head.opening.length + kept.deflated.length + 8);
  });
});
