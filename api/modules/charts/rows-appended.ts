/**
 * A chart's data and options with rows appended: a label, then one value per dataset, and for a
 * scatter plot whose points have groups, the point's group last, so that there stays one group per
 * point. `keep` drops the oldest rows beyond that many, their groups with them, and the names of
 * points no longer there (a named point that is gone cannot be named). What the rows cannot be
 * is a 400 naming the row.
 */
import type { AppendRowsBody } from '@shared/api/charts';
import type { ChartData, ChartOptions, ChartType } from '@shared/spec/chart-spec';
import { BadRequestError } from '../../lib/errors';

type Row = AppendRowsBody['rows'][number];

const values = (n: number) => `${n} value${n === 1 ? '' : 's'}`;

export function withRows(chartType: ChartType, data: ChartData, options: ChartOptions, body: AppendRowsBody): { data: ChartData; options: ChartOptions } {
  const { labels, datasets } = data;
  const groups = chartType === 'scatter' ? options.scatter?.groups : undefined;
  const grouped = Array.isArray(groups);
  const width = datasets.length + 1 + (grouped ? 1 : 0);
  // A scatter plot's and a table's checks read any value that is not a number as a candle: text is named here instead.
  const numbers = chartType === 'scatter' || chartType === 'table';
  body.rows.forEach((row, i) => checkRow(row, i, { width, columns: datasets.length, grouped, scatter: chartType === 'scatter', numbers }));
  const keep = body.keep ?? Infinity;
  const from = Math.max(0, labels.length + body.rows.length - keep);
  const kept: ChartData = {
    labels: [...labels, ...body.rows.map((row) => row[0] as string)].slice(from),
    datasets: datasets.map((d, i) => ({ ...d, data: [...d.data, ...body.rows.map((row) => row[i + 1])].slice(from) as ChartData['datasets'][number]['data'] })),
  };
  if (!options.scatter || (!grouped && from === 0)) return { data: kept, options };
  const scatter = { ...options.scatter };
  if (grouped) scatter.groups = [...groups, ...body.rows.map((row) => row[width - 1] as string)].slice(from);
  if (scatter.labelled && from > 0) {
    const known = new Set(kept.labels);
    scatter.labelled = scatter.labelled.filter((label) => known.has(label));
  }
  return { data: kept, options: { ...options, scatter } };
}

interface RowShape {
  width: number;
  columns: number;
  grouped: boolean;
  scatter: boolean;
  /** Whether the values must be numbers (or gaps), named by row when one is text. */
  numbers: boolean;
}

function checkRow(row: Row, i: number, { width, columns, grouped, scatter, numbers }: RowShape): void {
  if (row.length !== width) {
    if (grouped)
      throw new BadRequestError(
        `rows[${i}] has ${row.length} values; this scatter plot’s points have groups: give a label, ${values(columns)}, then the point’s group`,
      );
    if (scatter && row.length === width + 1 && typeof row[width] === 'string')
      throw new BadRequestError(
        `rows[${i}] ends with a group, but this scatter plot’s points have none: give a label and ${values(columns)}, or set options.scatter.groups first`,
      );
    throw new BadRequestError(`rows[${i}] has ${row.length} values; this chart needs a label and ${values(columns)}`);
  }
  if (typeof row[0] !== 'string') throw new BadRequestError(`rows[${i}] must start with its label, as text`);
  if (grouped && typeof row[width - 1] !== 'string') throw new BadRequestError(`rows[${i}] must end with its point’s group, as text`);
  for (let j = 1; numbers && j <= columns; j++)
    if (typeof row[j] === 'string') throw new BadRequestError(`rows[${i}][${j}] is text; this chart’s values are numbers, or null for an empty cell`);
}
