/**
 * A CSV file's bytes as text, in the encodings spreadsheets save (docs/api.md, "Reading data"):
 * UTF-8 with or without a BOM, UTF-16LE and UTF-16BE with a BOM (Excel's "Unicode Text") or
 * without one when every other byte is zero, and Windows-1252 for what is not valid UTF-8.
 */
import type { FileReading } from '@shared/api/data-answers';
import { BadRequestError } from '../../lib/errors';

export type Encoding = FileReading['encoding'];

const NOT_TEXT = 'That file does not look like CSV text';

export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: Encoding } {
  const utf16 = utf16Order(bytes);
  if (utf16) {
    if (bytes.length % 2 !== 0) {
      throw new BadRequestError(`That file is UTF-16 text with an odd number of bytes (${bytes.length}): it is cut short or damaged. Please save it again`);
    }
    const text = new TextDecoder(utf16, { fatal: false }).decode(bytes);
    if (looksBinary(text)) throw new BadRequestError(NOT_TEXT);
    return { text, encoding: utf16 };
  }
  if (bytesLookBinary(bytes)) throw new BadRequestError(NOT_TEXT);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Older Excel exports: any byte is a character, so this never fails.
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** UTF-16 by its byte order mark, or by zero bytes on one side of every pair of the first few hundred. */
function utf16Order(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const pairs = Math.min(bytes.length >> 1, 512);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros === pairs && evenZeros === 0) return 'utf-16le';
  if (evenZeros === pairs && oddZeros === 0) return 'utf-16be';
  return null;
}

/** Text has no NUL bytes (anywhere: no database stores them) and few control characters; spreadsheets, images and zips do. */
function bytesLookBinary(bytes: Uint8Array): boolean {
  if (bytes.indexOf(0) !== -1) return true;
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of sample) {
    if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 12) control++;
  }
  return control > sample.length / 10;
}

/** The same test on decoded UTF-16 text. */
function looksBinary(text: string): boolean {
  if (text.indexOf('\u0000') !== -1) return true;
  const sample = text.slice(0, 8192);
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  return control > sample.length / 10;
}
