/**
 * Values written in a chart's number format (`options.numberFormat`): on the value axis, in
 * tooltips and in the data table, the same in the widget and the server image. Without a format
 * each place keeps its usual way. Thousands are grouped the reader's way (a valid BCP 47 tag).
 */
import { formatTick, stepDecimals } from './axis-ticks';
import type { NumberFormat } from '../spec/chart-spec';
import { exactFormat, formatNumber } from '../formats/format-number';
import { numberFormat } from '../formats/intl-formats';
import { shortNumber } from '../formats/short-number';

export interface ValueFormat {
  /**
   * A tick `step` apart from the next: exact at its step, whatever decimals the format asks for,
   * and shortened in the unit of `top`, the axis's largest tick size, as all its ticks are.
   */
  tick(value: number, step: number, top?: number): string;
  /** A value in a tooltip or an annotation: rounded as the format says. */
  value(value: number | null | undefined): string;
  /** A value in the data table: every digit it holds. */
  exact(value: number | null | undefined): string;
}

/** The prefix goes after the sign: −$5, not $−5; a value rounded to zero has none (-0.001 → 0). */
function wrap(text: string, format: NumberFormat): string {
  const signed = /^[-−‐]/.test(text);
  const sign = signed && /[1-9]/.test(text) ? text[0]! : '';
  return `${sign}${format.prefix ?? ''}${text.slice(signed ? 1 : 0)}${format.suffix ?? ''}`;
}

/** Every digit of a share, as a percentage: Intl moves the decimal point, so 0.07 reads 7%, never 7.000000000000001%. */
const exactPercent = (value: number, locale: string) => numberFormat(locale, { style: 'percent', maximumSignificantDigits: 21 }).format(value);

export function valueFormat(format: NumberFormat | undefined, locale = 'en-US'): ValueFormat {
  const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
  const exact = exactFormat(locale);
  if (!format) {
    return { tick: (v, step, top) => formatTick(v, step, locale, top), value: (v) => formatNumber(v, false, locale), exact };
  }
  const percent = format.percent === true;
  const scale = percent ? 100 : 1;
  const fixed = (digits: number) => numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const plain = (v: number, digits: number | undefined) => {
    const shown = v * scale;
    const short = format.compact ? shortNumber(shown, locale) : undefined;
    if (short) return short;
    if (digits !== undefined) return fixed(digits).format(shown);
    const abs = Math.abs(shown);
    return numberFormat(locale, { maximumFractionDigits: abs >= 1000 ? 0 : abs >= 1 ? 2 : 4 }).format(shown);
  };
  const unit = percent ? '%' : '';
  return {
    tick(v, step, top = v) {
      const shown = v * scale;
      const digits = Math.max(format.decimals ?? 0, stepDecimals(step * scale));
      const text = (format.compact && shortNumber(shown, locale, step * scale, top * scale)) || fixed(digits).format(shown);
      return wrap(text + unit, format);
    },
    value: (v) => (finite(v) ? wrap(plain(v, format.decimals) + unit, format) : '–'),
    exact: (v) => (finite(v) ? wrap(percent ? exactPercent(v, locale) : exact(v), format) : '–'),
  };
}
