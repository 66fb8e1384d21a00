/** Numbers as readers expect them: grouped thousands, sensible decimals; `compact` on axes (45K, 1.2M). */
export function formatNumber(value: number | null | undefined, compact = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (compact && abs >= 1e4) {
    const [divisor, unit] = abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : [1e3, 'K'];
    return `${+(value / divisor).toFixed(1)}${unit}`;
  }
  return value.toLocaleString('en-US', { maximumFractionDigits: abs >= (compact ? 10 : 1000) ? 0 : abs >= 1 ? 2 : 4 });
}
