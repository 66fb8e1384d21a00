import { describe, expect, it } from 'vitest';
import { TABLE_MAX_CELLS } from '@shared/kinds/table/table-options';
import { DEFAULT_CHART_OPTIONS, type ChartData } from '@shared/spec/chart-spec';
import { kindByChoice, KINDS_OF_CORE } from '../registry';
import { TABLE_KIND } from './table-kind';

const rows = (n: number, columns = 1): ChartData => ({
  labels: Array.from({ length: n }, (_, i) => `Row ${i}`),
  datasets: Array.from({ length: columns }, (_, c) => ({ label: `C${c}`, data: Array.from({ length: n }, (_, i) => i) })),
});
const options = { ...DEFAULT_CHART_OPTIONS };

describe('the table kind', () => {
  it('is offered for any table, not for a ticker’s prices, and never disabled', () => {
    expect(KINDS_OF_CORE.table).toEqual([TABLE_KIND]);
    expect(kindByChoice('table')).toBe(TABLE_KIND);
    expect(['csv', 'url', 'query', 'ticker'].map((s) => TABLE_KIND.offeredFor(s as 'csv'))).toEqual([true, true, true, false]);
    expect(TABLE_KIND.notOffered).toBeUndefined();
    expect([TABLE_KIND.valueAxis, TABLE_KIND.annotations, TABLE_KIND.colours, TABLE_KIND.stacks]).toEqual([false, false, null, false]);
  });

  it(`waits to be saved beyond ${TABLE_MAX_CELLS} cells, and for options that do not fit its columns, in the API’s words`, () => {
    expect(TABLE_KIND.saveProblem!(rows(25_000, 2), options)).toBeNull();
    expect(TABLE_KIND.saveProblem!(rows(25_001, 2), options)).toBe(
      'A table may have at most 50,000 cells; this one has 50,002 (25,001 rows of 2 columns). Keep fewer rows or columns',
    );
    expect(TABLE_KIND.saveProblem!(rows(3), { ...options, table: { sort: { column: 1 } } })).toMatch(
      /sort.column must be -1 \(the labels\) or a column from 0 to 0/,
    );
  });

  it('summarises its Layout section, naming the sorted column', () => {
    expect(TABLE_KIND.layoutSummary!({ table: { sort: { column: 0 } } }, rows(2))).toBe('20 rows a page, sorted by C0');
    expect(TABLE_KIND.layoutSummary!({ xAxis: 'Country', table: { sort: { column: -1 } } }, rows(2))).toBe('20 rows a page, sorted by Country');
  });
});
