/**
 * The Chat-to-Chart contract (docs/api.md, Chat-to-Chart): what the model must answer, and the
 * check that runs before anything it says reaches a user. A model can return anything; only a
 * chartable answer of bounded size passes.
 */

export const AI_CHART_TYPES = ['line', 'bar', 'pie', 'area'] as const;
export const AI_LIMITS = { datasets: 20, points: 5000, sources: 10, text: 200 };

export interface AiDataset {
  label: string;
  data: number[];
  type?: 'line' | 'bar';
  stacked?: boolean;
}

export interface AiAnswer {
  name: string;
  chartType: (typeof AI_CHART_TYPES)[number] | null;
  columns: [string, string];
  labels: string[];
  datasets: AiDataset[];
  sources: Array<{ title: string; url: string }>;
}

type Check = { ok: true; answer: AiAnswer } | { ok: false; reason: string };

const text = (value: unknown, max = AI_LIMITS.text): value is string => typeof value === 'string' && value.length <= max;

export function checkAiAnswer(raw: unknown): Check {
  const fail = (reason: string): Check => ({ ok: false, reason });
  if (typeof raw !== 'object' || raw === null) return fail('not an object');
  const a = raw as Record<string, unknown>;
  if (!text(a.name) || a.name.trim() === '') return fail('name');
  if (a.chartType !== null && a.chartType !== undefined && !AI_CHART_TYPES.includes(a.chartType as never)) return fail('chartType');
  if (!Array.isArray(a.columns) || a.columns.length !== 2 || !a.columns.every((c) => text(c))) return fail('columns');
  if (!Array.isArray(a.labels) || a.labels.length === 0 || !a.labels.every((l) => text(l))) return fail('labels');
  if (!Array.isArray(a.datasets) || a.datasets.length === 0 || a.datasets.length > AI_LIMITS.datasets) return fail('datasets');
  const labels = a.labels as string[];
  if (labels.length * a.datasets.length > AI_LIMITS.points) return fail('too many points');
  const datasets: AiDataset[] = [];
  for (const d of a.datasets as Array<Record<string, unknown>>) {
    if (typeof d !== 'object' || d === null || !text(d.label)) return fail('dataset label');
    if (!Array.isArray(d.data) || d.data.length !== labels.length) return fail('data length');
    if (!d.data.every((v) => typeof v === 'number' && Number.isFinite(v))) return fail('data values');
    if (d.type !== undefined && d.type !== null && d.type !== 'line' && d.type !== 'bar') return fail('dataset type');
    datasets.push({
      label: d.label,
      data: d.data as number[],
      ...(d.type ? { type: d.type as 'line' | 'bar' } : {}),
      ...(d.stacked === true ? { stacked: true } : {}),
    });
  }
  const sources = Array.isArray(a.sources) ? a.sources : [];
  const cleanSources = sources
    .filter((s): s is { title: string; url: string } => text(s?.title) && typeof s?.url === 'string' && /^https?:\/\/\S+$/i.test(s.url) && s.url.length <= 2048)
    .slice(0, AI_LIMITS.sources);
  return {
    ok: true,
    answer: {
      name: a.name.trim(),
      chartType: (a.chartType as AiAnswer['chartType']) ?? null,
      columns: a.columns as [string, string],
      labels,
      datasets,
      sources: cleanSources,
    },
  };
}

/** The JSON Schema given to the model as its response format (strict mode: every key required). */
export const AI_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'chartType', 'columns', 'labels', 'datasets', 'sources'],
  properties: {
    name: { type: 'string', description: 'A short title for the chart' },
    chartType: { type: ['string', 'null'], enum: [...AI_CHART_TYPES, null] },
    columns: { type: 'array', items: { type: 'string' }, description: 'The x-axis title, then the y-axis title' },
    labels: { type: 'array', items: { type: 'string' }, description: 'The x values, as text (ISO dates for dates)' },
    datasets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'data', 'type', 'stacked'],
        properties: {
          label: { type: 'string' },
          data: { type: 'array', items: { type: 'number' } },
          type: { type: ['string', 'null'], enum: ['line', 'bar', null] },
          stacked: { type: ['boolean', 'null'] },
        },
      },
    },
    sources: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'url'],
        properties: { title: { type: 'string' }, url: { type: 'string' } },
      },
    },
  },
} as const;
