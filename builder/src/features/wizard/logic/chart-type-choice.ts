/**
 * The Chart type list: the spec's types, with `Horizontal bar` after `Bar` (chartType `bar` with
 * options.horizontal) where the data has categories; a ticker's prices run along dates, which
 * read left to right.
 */
import { PIE_MAX_DATES, pieSuits } from '@shared/kinds/pie/pie-suits';
import type { ChartType } from '@shared/spec/chart-spec';
import { chartTypeName } from '@shared/spec/chart-type-name';

export type TypeChoice = ChartType | 'horizontal-bar';

export function typeChoices(types: readonly ChartType[]): TypeChoice[] {
  if (types.includes('candlestick')) return [...types];
  return types.flatMap((type): TypeChoice[] => (type === 'bar' ? ['bar', 'horizontal-bar'] : [type]));
}

export const choiceOf = (chartType: ChartType, horizontal: boolean): TypeChoice => (chartType === 'bar' && horizontal ? 'horizontal-bar' : chartType);

export function fromChoice(choice: TypeChoice): { chartType: ChartType; horizontal: boolean } {
  return choice === 'horizontal-bar' ? { chartType: 'bar', horizontal: true } : { chartType: choice, horizontal: false };
}

export const choiceName = (choice: TypeChoice) => (choice === 'horizontal-bar' ? 'Horizontal bar' : chartTypeName(choice));

/**
 * Why a type is not offered for these labels, or null when it is. A pie shows shares of a whole;
 * a series over time of more than a few dates is a line (shared/kinds/pie/pie-suits.ts, `pieSuits`).
 * The picker keeps such a type in the list, disabled, so that the reason is read where it is looked for.
 */
export function notOffered(choice: TypeChoice, labels: readonly string[]): string | null {
  return choice === 'pie' && !pieSuits(labels) ? `Not for more than ${PIE_MAX_DATES} dates` : null;
}
