import { describe, expect, it } from 'vitest';
import { guessDelimiter } from './csv-delimiter';

describe('guessDelimiter', () => {
  it.each([
    ['a German tab file without a header, whose numbers hold commas', 'Jan\t1,5\nFeb\t2,25\n', '\t'],
    ['a semicolon file with decimal commas', '2020;1,5;2,5\n2021;3,5;4,5\n', ';'],
    ['a pipe file', 'x|y\n1|1,5\n', '|'],
    ['a comma file with quoted commas and semicolons', 'a,b\n"1,5",2\n"x; y",3\n', ','],
    ['a comma file with a newline in quotes', 'a,b\n"two\nlines",3\n', ','],
    ['CRLF line ends', 'a;b\r\n1;2\r\n', ';'],
  ])('picks the delimiter of %s', (_, text, delimiter) => {
    expect(guessDelimiter(text)).toBe(delimiter);
  });

  it('leaves files used unevenly, or of one column, to papaparse', () => {
    expect(guessDelimiter('a,b\n1\n')).toBeNull();
    expect(guessDelimiter('one\ncolumn\n')).toBeNull();
    expect(guessDelimiter('')).toBeNull();
  });
});
