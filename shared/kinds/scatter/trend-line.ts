/**
 * The least-squares line through a scatter plot's points, fitted on the axes as they are drawn (in
 * log10 of a log axis's values), and Pearson's correlation on the same terms: what a reader sees
 * as a straight trend is what is fitted and what the summary's r measures.
 */
import { numberFormat } from '../../formats/intl-formats';
import type { ScatterPoint } from './scatter-points';

export interface TrendFit {
  slope: number;
  intercept: number;
  /** Pearson's r, from -1 to 1; NaN when x or y does not vary. */
  r: number;
  n: number;
}

export function fitTrend(points: readonly ScatterPoint[], logX = false, logY = false): TrendFit | null {
  return fitColumns(
    points.map((p) => p.x),
    points.map((p) => p.y),
    logX,
    logY,
  );
}

/**
 * The same fit from the points' x and y in two columns (point i is `xs[i]`, `ys[i]`): how a drawing
 * that keeps its points in typed arrays fits ten thousand of them without an object per point.
 */
export function fitColumns(xs: ArrayLike<number>, ys: ArrayLike<number>, logX = false, logY = false): TrendFit | null {
  const n = xs.length;
  if (n < 2) return null;
  // Plain sums, no array per point: ten thousand points are fitted before a scatter's first paint.
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += logX ? Math.log10(xs[i]!) : xs[i]!;
    sy += logY ? Math.log10(ys[i]!) : ys[i]!;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (logX ? Math.log10(xs[i]!) : xs[i]!) - mx;
    const dy = (logY ? Math.log10(ys[i]!) : ys[i]!) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (!(sxx > 0)) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx, r: syy > 0 ? sxy / Math.sqrt(sxx * syy) : NaN, n };
}

/** The fitted y at x, in data units. */
export function trendAt(fit: TrendFit, x: number, logX = false, logY = false): number {
  const y = fit.slope * (logX ? Math.log10(x) : x) + fit.intercept;
  return logY ? 10 ** y : y;
}

/**
 * Three significant digits, as Intl's maximumSignificantDigits writes them: the value rounded on
 * its decimal digits (1.005 → 1.01, half away from zero), then written with the decimals that
 * keeps, which the formats write without Intl in English (the first Intl number format of a page
 * loads the locale data, about 10 ms before a scatter's first paint) and through Intl elsewhere.
 */
function plain(v: number, locale: string): string {
  if (v === 0 || !Number.isFinite(v)) return numberFormat(locale, { maximumFractionDigits: 0 }).format(v);
  // Beyond these, plain digits are unreadable (4.92e-301 would need 303 decimals, which Node's
  // Intl refuses and JavaScriptCore's writes as 0): written as 4.92E−301 instead.
  if (Math.abs(v) < 1e-6 || Math.abs(v) >= 1e15) return numberFormat(locale, { notation: 'scientific', maximumSignificantDigits: 3 }).format(v);
  const decimals = 2 - Math.floor(Math.log10(Math.abs(v)));
  const size = Math.abs(v);
  const rounded = String(size).includes('e') ? Number(size.toPrecision(3)) : Number(`${Math.round(Number(`${size}e${decimals}`))}e${-decimals}`);
  return numberFormat(locale, { maximumFractionDigits: Math.min(100, Math.max(0, decimals)) }).format(Math.sign(v) * rounded);
}

/** The line's equation as a reader reads it: `y = 0.52x + 3.1`, with log₁₀ on a log axis. */
export function trendEquation(fit: TrendFit, logX = false, logY = false, locale = 'en-US'): string {
  const [x, y] = [logX ? 'log₁₀ x' : 'x', logY ? 'log₁₀ y' : 'y'];
  const sign = fit.intercept < 0 ? '−' : '+';
  const [slope, intercept] = [plain(fit.slope, locale), plain(Math.abs(fit.intercept), locale)].map((text) => text.replaceAll('-', '−'));
  return `${y} = ${slope}${logX ? ' ' : ''}${x} ${sign} ${intercept}`;
}

/** How strong r is, in words for the summary. */
export function correlationWords(r: number): string {
  if (!Number.isFinite(r)) return 'no correlation can be measured';
  const size = Math.abs(r);
  const strength = size >= 0.7 ? 'strong' : size >= 0.4 ? 'moderate' : size >= 0.2 ? 'weak' : 'little or no';
  return size < 0.2 ? `${strength} correlation` : `a ${strength} ${r > 0 ? 'positive' : 'negative'} correlation`;
}
