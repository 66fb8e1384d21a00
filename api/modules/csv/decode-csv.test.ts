import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors';
import { decodeCsvBytes } from './decode-csv';
import { readCsv } from './read-csv';

const TEXT = 'Monat\tUmsatz\r\nMärz\t1.234,5\r\nApril\t0,5\r\n';
const bom = (first: number, second: number) => Buffer.from([first, second]);
const utf16le = Buffer.concat([bom(0xff, 0xfe), Buffer.from(TEXT, 'utf16le')]);
const utf16be = (() => {
  const swapped = Buffer.from(utf16le).swap16();
  swapped[0] = 0xfe;
  swapped[1] = 0xff;
  return swapped;
})();

describe('decodeCsvBytes', () => {
  it.each([
    ['UTF-8', Buffer.from(TEXT, 'utf8'), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]), 'utf-8'],
    ["Excel's Unicode Text: UTF-16LE with a BOM", utf16le, 'utf-16le'],
    ['UTF-16BE with a BOM', utf16be, 'utf-16be'],
    ['UTF-16LE without a BOM', Buffer.from(TEXT, 'utf16le'), 'utf-16le'],
    ['Windows-1252', Buffer.from(TEXT, 'latin1'), 'windows-1252'],
  ])('reads %s', (_, bytes, encoding) => {
    const decoded = decodeCsvBytes(new Uint8Array(bytes));
    expect(decoded).toEqual({ text: TEXT, encoding });
  });

  it('refuses a UTF-16 file with an odd number of bytes, and binary files', () => {
    expect(() => decodeCsvBytes(new Uint8Array([...utf16le, 0x41]))).toThrow(BadRequestError);
    expect(() => decodeCsvBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]))).toThrow('That file does not look like CSV text');
  });

  it('reads every delimiter in every encoding', () => {
    for (const delimiter of [',', ';', '\t', '|']) {
      const text = `Month${delimiter}Value\r\nJan${delimiter}"1,5"\r\nFeb${delimiter}"2,25"\r\n`;
      for (const [encoding, bytes] of [
        ['utf-8', Buffer.from(text, 'utf8')],
        ['utf-16le', Buffer.concat([bom(0xff, 0xfe), Buffer.from(text, 'utf16le')])],
        ['utf-16be', Buffer.concat([bom(0xfe, 0xff), Buffer.from(text, 'utf16le').swap16()])],
        ['windows-1252', Buffer.from(`${text}Mär${delimiter}3\r\n`, 'latin1')],
      ] as const) {
        const chart = readCsv(new Uint8Array(bytes), 'x.csv');
        expect([delimiter, encoding, chart.reading.encoding, chart.reading.delimiter, chart.data.slice(0, 2)]).toEqual([
          delimiter,
          encoding,
          encoding,
          delimiter,
          [1.5, 2.25],
        ]);
      }
    }
  });
});
