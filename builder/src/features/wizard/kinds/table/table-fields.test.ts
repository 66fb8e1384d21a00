import { describe, expect, it } from 'vitest';
import { EMPTY_COLUMN_FIELDS, EMPTY_TABLE_FIELDS, PAGE_SIZE_PROBLEM, tableOptionsFrom, tableSummary, type TableFields } from './table-fields';

const fields = (patch: Partial<TableFields>): TableFields => ({ ...EMPTY_TABLE_FIELDS, ...patch });

describe('the table’s fields', () => {
  it('make no options while left alone', () => {
    expect(tableOptionsFrom(EMPTY_TABLE_FIELDS)).toEqual({ table: undefined, problems: {} });
    expect(tableOptionsFrom(fields({ columns: [EMPTY_COLUMN_FIELDS], pageSize: '20' })).table, 'a plain column, the default page').toBeUndefined();
  });

  it('make each column’s format, bars and heat, keeping the plain columns before a set one', () => {
    const columns = [
      EMPTY_COLUMN_FIELDS,
      { ...EMPTY_COLUMN_FIELDS, prefix: '$', decimals: '0', bars: true },
      { ...EMPTY_COLUMN_FIELDS, heat: true },
      EMPTY_COLUMN_FIELDS,
    ];
    expect(tableOptionsFrom(fields({ columns })).table).toEqual({ columns: [{}, { format: { prefix: '$', decimals: 0 }, bars: true }, { heat: true }] });
  });

  it('make the page size, first sort and search', () => {
    expect(tableOptionsFrom(fields({ pageSize: ' 50 ', sortColumn: '1', descending: true, search: false })).table).toEqual({
      pageSize: 50,
      sort: { column: 1, descending: true },
      search: false,
    });
    expect(tableOptionsFrom(fields({ sortColumn: '-1', descending: false })).table).toEqual({ sort: { column: -1 } });
  });

  it('name a page size that is no whole number from 5 to 1,000, and leave it out', () => {
    for (const size of ['4', '1001', '12.5', 'ten'])
      expect(tableOptionsFrom(fields({ pageSize: size }))).toEqual({ table: undefined, problems: { 'table.pageSize': PAGE_SIZE_PROBLEM } });
  });

  it('summarise the Layout section', () => {
    const name = (i: number) => (i < 0 ? 'Country' : `C${i}`);
    expect(tableSummary(undefined, name)).toBe('20 rows a page');
    expect(tableSummary({ pageSize: 50, sort: { column: -1, descending: true }, search: false, columns: [{ bars: true }] }, name)).toBe(
      '50 rows a page, sorted by Country, descending, no search, bars or heat',
    );
  });
});
