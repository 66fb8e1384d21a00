import { describe, expect, it } from 'vitest';
import { tableFromCsv } from '../../logic/data-table';
import { groupColumns, groupsOf, NO_GROUP, withRole } from './scatter-columns';
import { scatterOffer } from './scatter-suits';

describe('a scatter’s columns', () => {
  const numeric = [1, 2, 3, 4];

  it('puts a column in a role, swapping with the role it had', () => {
    expect(withRole([1, 2], numeric, 0, 3)).toEqual([3, 2]);
    expect(withRole([1, 2], numeric, 0, 2), 'y chosen across: the axes swap').toEqual([2, 1]);
    expect(withRole([1, 2, 3], numeric, 1, 3), 'the size chosen up: y becomes the size').toEqual([1, 3, 2]);
    expect(withRole([1, 2], numeric, 2, 4)).toEqual([1, 2, 4]);
    expect(withRole([1, 2, 4], numeric, 2, null)).toEqual([1, 2]);
  });

  it('fills a missing axis from the other numeric columns, and never makes an axis the size', () => {
    expect(withRole([], numeric, 1, 3)).toEqual([1, 3]);
    expect(withRole([2], numeric, 2, 4)).toEqual([2, 1, 4]);
    expect(withRole([1, 2], [1, 2], 2, 1), 'no column is left for x: the axes stay').toEqual([1, 2]);
  });

  it('groups points by a text column, an empty cell its own group, and counts too many groups', () => {
    const cells = [['Name', 'Kind', 'X', 'Y'], ...Array.from({ length: 14 }, (_, i) => [`P${i}`, i === 0 ? ' ' : `K${i}`, String(i), String(i * 2)])];
    const table = tableFromCsv({ labels: [], datasets: [], columns: ['Name', 'X', 'Y'], table: cells });
    expect(groupsOf(table, 'Kind')!.slice(0, 2)).toEqual([NO_GROUP, 'K1']);
    expect(groupsOf(table, 'Name'), 'the labels are no group').toBeNull();
    expect(groupColumns(table)).toEqual([{ name: 'Kind', count: 14, tooMany: true }]);
  });
});

describe('the scatter offer', () => {
  const names = ['Norway', 'Chad', 'Japan', 'Peru'];

  it('offers a scatter for a label and two or three numbers a row', () => {
    expect(scatterOffer(names, 2)).toMatch(/^A label and two numbers a row/);
    expect(scatterOffer(names, 3)).toMatch(/the third as the bubbles’ size/);
  });

  it('does not for dates, one or many numbers, or too few rows', () => {
    expect(scatterOffer(['2024-01', '2024-02', '2024-03'], 2)).toBeNull();
    expect(scatterOffer(['2019', '2020', '2021'], 2)).toBeNull();
    expect(scatterOffer(names, 1)).toBeNull();
    expect(scatterOffer(names, 4)).toBeNull();
    expect(scatterOffer(['A', 'B'], 2)).toBeNull();
  });
});
