/**
 * The one rule for shortening large numbers, used by axis ticks (`formatTick`) and by compact
 * numbers (`formatNumber`): `K` from 10,000 (1,500 reads better than 1.5K), `M` from a million,
 * `B` from a billion, `T` from a trillion, with at most one decimal. The suffixes stay the same in
 * every language: Intl's compact notation picks its own unit (万 counts 10⁴) and rounds, which
 * would break ticks' exactness.
 */
import { numberFormat } from './intl-formats';

/**
 * `value` in the largest unit it reaches (45K, 1.2M, 2.5B, 1.2T), rounded to a tenth of the unit,
 * or nothing below 10,000. A tick passes its axis's `step` and `top`, the largest size of any of
 * its ticks: the unit is the one `top` reaches, so that every tick of an axis reads in one unit
 * (0, 5K, 10K, 15K, never 5,000 beside 10K), and it is used only when the step is a whole number
 * of tenths of it, so every tick (a multiple of the step) is written exactly, with the decimals
 * the step needs on every tick (10.0K, 10.5K): ticks 10 apart keep `10,010`, and a million on
 * ticks 10,000 apart reads `1,200K`. Zero reads `0` in any unit.
 */
export function shortNumber(value: number, locale: string, step = Infinity, top = value): string | undefined {
  // T, B, M and K: 1000⁴ down to 1000¹, each a power of 1000 computed exactly.
  for (let power = 4; power; power--) {
    const unit = 1e3 ** power;
    if (Math.abs(top) >= Math.max(unit, 1e4) && step >= unit / 10) {
      // Steps of tenths of the unit write one decimal on every tick; zero is 0 in any unit.
      const tenths = value && step < unit ? { minimumFractionDigits: 1 } : {};
      return numberFormat(locale, { ...tenths, maximumFractionDigits: 1 }).format(value / unit) + (value ? ' KMBT'[power] : '');
    }
  }
}
