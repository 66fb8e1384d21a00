import { describe, expect, it } from 'vitest';
import { checkAiAnswer } from './ai-answer';

const good = {
  name: 'Population by continent',
  chartType: 'pie',
  columns: ['Continent', 'People (millions)'],
  labels: ['Asia', 'Africa'],
  datasets: [{ label: 'Population', data: [4700, 1400], type: null, stacked: null }],
  sources: [{ title: 'UN World Population Prospects', url: 'https://population.un.org/wpp/' }],
};

describe('checkAiAnswer', () => {
  it('passes a chartable answer, dropping empty optional fields', () => {
    const result = checkAiAnswer(good);
    expect(result).toEqual({
      ok: true,
      answer: { ...good, datasets: [{ label: 'Population', data: [4700, 1400] }] },
    });
  });

  it.each([
    ['not an object', 'yes'],
    ['name', { ...good, name: '' }],
    ['chartType', { ...good, chartType: 'radar' }],
    ['columns', { ...good, columns: ['only one'] }],
    ['labels', { ...good, labels: [] }],
    ['datasets', { ...good, datasets: [] }],
    ['datasets', { ...good, datasets: Array.from({ length: 21 }, () => good.datasets[0]) }],
    ['data length', { ...good, datasets: [{ label: 'x', data: [1] }] }],
    ['data values', { ...good, datasets: [{ label: 'x', data: [1, Number.NaN] }] }],
    ['data values', { ...good, datasets: [{ label: 'x', data: [1, '2'] }] }],
    ['too many points', { ...good, labels: Array.from({ length: 2501 }, String), datasets: [0, 1].map(() => ({ label: 'x', data: Array(2501).fill(1) })) }],
  ])('refuses a bad %s', (reason, answer) => {
    expect(checkAiAnswer(answer)).toEqual({ ok: false, reason });
  });

  it('keeps only http(s) sources', () => {
    const result = checkAiAnswer({ ...good, sources: [{ title: 'x', url: 'javascript:alert(1)' }, { title: 'y', url: 'https://ok.example' }] });
    expect(result.ok && result.answer.sources).toEqual([{ title: 'y', url: 'https://ok.example' }]);
  });
});
