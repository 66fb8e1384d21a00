import { describe, expect, it } from 'vitest';
import type { ColumnReading } from '@shared/api/data-answers';
import { describeColumn, readingGuesses, tableGuesses } from './reading-guesses';

const reading = (more: Partial<ColumnReading>): ColumnReading => ({
  name: 'Sales',
  type: 'number',
  decimal: null,
  thousands: null,
  dateOrder: null,
  ambiguous: false,
  unreadable: 0,
  ...more,
});

describe('how a column was read', () => {
  it('says the type and the marks in a few words', () => {
    expect(describeColumn({ name: 'Sales', kind: 'number', reading: reading({ decimal: ',', thousands: '\u00a0' }) })).toBe(
      'Number · decimal , · thousands space',
    );
    expect(describeColumn({ name: 'Day', kind: 'date', reading: reading({ type: 'date', dateOrder: 'dmy' }) })).toBe('Date · day/month/year');
    expect(describeColumn({ name: 'Note', kind: 'text', reading: null })).toBe('Text');
  });

  it('offers day first for a date read month first, and the other way round', () => {
    const columns = [{ name: 'Day', kind: 'date' as const, reading: reading({ name: 'Day', type: 'date', dateOrder: 'mdy', ambiguous: true }) }];
    expect(readingGuesses(columns, [[''], ['01/01/2020'], ['01/05/2020']])).toEqual([
      { column: 'Day', said: 'We read 01/05/2020 in “Day” as 5 January 2020 (month first).', action: 'Switch to day first', choice: { dateOrder: 'dmy' } },
    ]);
  });

  it('offers the other meaning of an ambiguous separator', () => {
    const asThousands = [{ name: 'Sales', kind: 'number' as const, reading: reading({ thousands: ',', ambiguous: true }) }];
    expect(readingGuesses(asThousands, [['1,500']])).toEqual([
      {
        column: 'Sales',
        said: 'We read 1,500 in “Sales” as 1500 (‘,’ as a thousands separator).',
        action: 'Read ‘,’ as the decimal mark instead',
        choice: { decimal: ',' },
      },
    ]);
    const asDecimal = [{ name: 'Sales', kind: 'number' as const, reading: reading({ decimal: ',', ambiguous: true }) }];
    expect(readingGuesses(asDecimal, [['1,500']])[0]).toMatchObject({
      said: 'We read 1,500 in “Sales” as 1.5 (‘,’ as the decimal mark).',
      choice: { decimal: '.' },
    });
  });

  it('says nothing about columns that were not a guess', () => {
    expect(readingGuesses([{ name: 'Sales', kind: 'number', reading: reading({ decimal: ',' }) }], [['1,5']])).toEqual([]);
  });
});

describe('the guess about the table', () => {
  const file = { encoding: 'utf-8' as const, delimiter: ',' as const, columns: [] };
  const rows = [
    ['2007', '14,3'],
    ['2008', '11,5'],
    ['2009', '34,1'],
  ];

  it('says a table was turned, with its periods, and offers to keep the rows', () => {
    expect(tableGuesses({ ...file, transposed: true }, {}, rows)).toEqual([
      {
        column: '',
        said: 'We turned the table: the periods across its top (2007 to 2009) are the x axis, and each row is a series.',
        action: 'Keep rows as they are',
        choice: { transpose: 'no' },
      },
    ]);
  });

  it('offers to turn a table read as it stands by choice', () => {
    expect(tableGuesses(file, { transpose: 'no' }, rows)).toEqual([
      { column: '', said: 'The table is read as it stands, with its periods across the top.', action: 'Turn the table', choice: { transpose: 'yes' } },
    ]);
  });

  it('says nothing about a table read as it stands', () => {
    expect(tableGuesses(file, {}, rows)).toEqual([]);
    expect(tableGuesses(null, {}, [])).toEqual([]);
  });
});
