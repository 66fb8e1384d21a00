/** Numbers as readers expect them: grouped thousands, sensible decimals; `compact` on axes (45K, 1.2M). */

// Building a formatter is the slow part of toLocaleString; tables and axes format thousands of values.
const formatters = [0, 2, 4].map((digits) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }));

export function formatNumber(value: number | null | undefined, compact = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (compact && abs >= 1e4) {
    const [divisor, unit] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : [1e3, 'K'];
    return `${+(value / divisor).toFixed(1)}${unit}`;
  }
  return formatters[abs >= (compact ? 10 : 1000) ? 0 : abs >= 1 ? 1 : 2]!.format(value);
}
