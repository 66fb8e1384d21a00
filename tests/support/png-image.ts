/**
 * Reads a PNG into RGBA pixels, enough to check what the server draws: 8-bit RGB or RGBA,
 * not interlaced (what resvg writes). Tests use it to compare images with goldens and to count
 * what was drawn; it is no general decoder.
 */
import { inflateSync } from 'node:zlib';

export interface PngImage {
  width: number;
  height: number;
  /** Four bytes per pixel, row after row. */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Width and height from the IHDR chunk, which always comes first. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function readPng(bytes: Uint8Array): PngImage {
  if (!isPng(bytes)) throw new Error('Not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width, height } = pngSize(bytes);
  const [depth, colorType, , , interlace] = bytes.subarray(24, 29);
  if (depth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0)
    throw new Error(`Unsupported PNG: depth ${depth}, colour type ${colorType}, interlace ${interlace}`);
  const channels = colorType === 6 ? 4 : 3;
  const data: Uint8Array[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[x - channels]! : 0;
      const b = up[x]!;
      const c = x >= channels ? up[x - channels]! : 0;
      out[x] = (line[x]! + unfilter(filter, a, b, c)) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: rows };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) rgba.set([rows[i]!, rows[i + 1]!, rows[i + 2]!, 255], j);
  return { width, height, rgba };
}

/** What a filtered byte was taken relative to: left (a), above (b) and above-left (c). */
function unfilter(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`Unknown PNG filter ${filter}`);
  }
}

/** How many pixels differ from `rgb` by more than `delta` in any channel. */
export function pixelsUnlike(image: PngImage, rgb: readonly [number, number, number], delta = 8): number {
  let count = 0;
  for (let i = 0; i < image.rgba.length; i += 4) {
    if (Math.abs(image.rgba[i]! - rgb[0]) > delta || Math.abs(image.rgba[i + 1]! - rgb[1]) > delta || Math.abs(image.rgba[i + 2]! - rgb[2]) > delta) count++;
  }
  return count;
}

/** The pixels of `image` inside a rectangle, which is clipped to the image. */
export function cropPng(image: PngImage, area: { x: number; y: number; width: number; height: number }): PngImage {
  const x = Math.max(0, Math.floor(area.x));
  const y = Math.max(0, Math.floor(area.y));
  const width = Math.max(0, Math.min(image.width, Math.ceil(area.x + area.width)) - x);
  const height = Math.max(0, Math.min(image.height, Math.ceil(area.y + area.height)) - y);
  const rgba = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * image.width + x) * 4;
    rgba.set(image.rgba.subarray(from, from + width * 4), row * width * 4);
  }
  return { width, height, rgba };
}
