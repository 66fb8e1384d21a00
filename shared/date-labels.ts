/**
 * Turns a column of dates written one way (2024/01/31, 31.01.2024, 01/31/2024, Jan 31, 2024…) into
 * ISO dates, or leaves it alone when not every label is a date in one format. Slashed dates are
 * read as month/day unless a first part above 12 shows they are day/month.
 */

type Format = { pattern: RegExp; order: 'ymd' | 'dmy' | 'mdy' };

const FORMATS: Format[] = [
  { pattern: /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/, order: 'ymd' },
  { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: 'dmy' },
  { pattern: /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/, order: 'mdy' },
];

const ISO = /^\d{4}-\d{2}(-\d{2}([T ][\d:.]+(Z|[+-][\d:]+)?)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${year}-${pad(month)}-${pad(day)}` : null;
}

export function normalizeDateLabels(labels: string[]): string[] {
  const values = labels.filter((l) => l.trim() !== '');
  if (values.length === 0 || values.every((l) => ISO.test(l.trim()))) return labels;

  for (const format of FORMATS) {
    const parts = values.map((l) => format.pattern.exec(l.trim()));
    if (parts.some((p) => !p)) continue;
    let order = format.order;
    if (order === 'mdy' && parts.some((p) => Number(p![1]) > 12)) order = 'dmy';
    const convert = (label: string): string | null => {
      const p = format.pattern.exec(label.trim());
      if (!p) return null;
      const [a, b, c] = [Number(p[1]), Number(p[2]), Number(p[3])];
      return order === 'ymd' ? isoDate(a, b, c) : order === 'dmy' ? isoDate(c, b, a) : isoDate(c, a, b);
    };
    const converted = labels.map((l) => (l.trim() === '' ? l : convert(l)));
    return converted.every((c) => c !== null) ? (converted as string[]) : labels;
  }

  // Dates with month names: only when each one has a name, a day and a four-digit year.
  if (values.every((l) => /[A-Za-z]{3}/.test(l) && /\b\d{4}\b/.test(l) && /\b\d{1,2}\b/.test(l) && !Number.isNaN(Date.parse(l)))) {
    return labels.map((l) => {
      if (l.trim() === '') return l;
      const d = new Date(Date.parse(l));
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
  }
  return labels;
}
