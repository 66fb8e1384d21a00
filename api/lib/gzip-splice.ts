/**
 * A gzip body made of a small part that varies per answer followed by a large part compressed
 * once: the large part's deflate stream is kept, and each answer compresses only its own small
 * part, ended on a byte boundary (a sync flush) and not final, so the kept stream continues it.
 * The checksum of the whole is combined from the two parts' (zlib's crc32_combine), without
 * reading the large part again. One frame page of a 100,000-point chart is 2 MB: compressing it
 * for each height asked took 30 ms of CPU, splicing takes a few microseconds and a copy.
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

/** The large part, compressed once as the end of a deflate stream. */
export interface DeflatedTail {
  deflated: Buffer;
  crc: number;
  length: number;
}

const deflateRawAsync = promisify(deflateRaw);

/** Compresses the large part on zlib's threads, not this one (2 MB take tens of milliseconds). */
export async function deflateTail(bytes: Buffer): Promise<DeflatedTail> {
  return { deflated: await deflateRawAsync(bytes, { level: 6 }), crc: crc32(bytes), length: bytes.length };
}

/** gzip's member header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/** The parts of a spliced body that depend on `head`: everything but the tail's kept stream. */
export interface SplicedHead {
  /** The gzip header and the head's deflate blocks, not final. */
  opening: Buffer;
  /** CRC-32 and length of the whole, as gzip ends a member. */
  closing: Buffer;
}

export function spliceHead(head: Buffer, tail: DeflatedTail): SplicedHead {
  const blocks = deflateRawSync(head, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
  const closing = Buffer.alloc(8);
  closing.writeUInt32LE(crc32Combine(crc32(head), tail.crc, tail.length), 0);
  closing.writeUInt32LE((head.length + tail.length) % 2 ** 32, 4);
  return { opening: Buffer.concat([GZIP_HEADER, blocks]), closing };
}

/**
 * The whole gzip body, `head` then the tail as one member, in its parts: written one after
 * another, the tail is sent without a copy.
 */
export const splicedGzip = ({ opening, closing }: SplicedHead, tail: DeflatedTail) =>
  // Node Buffers are typed over ArrayBufferLike; zlib's and Buffer.concat's are plain ArrayBuffer-backed.
  [opening, tail.deflated, closing] as Uint8Array<ArrayBuffer>[];

// CRC-32 of two parts from theirs (zlib's crc32_combine): the first part's checksum multiplied by
// x^(8·length of the second) modulo the CRC polynomial, in reflected bit order.
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k from 0 to 31. */
const POWERS = (() => {
  const powers = new Array<number>(32);
  let p = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    powers[k] = p;
    p = multiplyModP(p, p);
  }
  return powers;
})();

/** x^(n·2^k) modulo the polynomial. */
function powerModP(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multiplyModP(POWERS[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's, B's and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(powerModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}
