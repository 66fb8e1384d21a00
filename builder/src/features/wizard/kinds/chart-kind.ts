/**
 * A chart kind as the wizard offers it: its entry in the Chart type list and what the Customize
 * step shows for it. Each kind has a folder here and a line in registry.ts; adding a kind is both.
 */
import type { ComponentType, Dispatch } from 'react';
import type { KindId } from '@shared/kinds/chart-kind';
import type { ChartData, ChartOptions, ChartType, DataSource } from '@shared/spec/chart-spec';
import type { WizardAction } from '../logic/wizard-actions';
import type { WizardState } from '../logic/wizard-state';

/** What a kind's own controls are given: they change the chart by dispatching actions. */
export interface KindControlProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

export interface ChartKind {
  /** The core's kind this one draws as (shared/kinds/registry.ts); line and area are both its `line`. */
  core: KindId;
  /** The Chart type list's value: the core kind's id, or the chart type where one core kind has two (area). */
  choice: string;
  label: string;
  /** What choosing it saves: the spec's type, and whether bars run across (options.horizontal). */
  chartType: ChartType;
  horizontal: boolean;
  /** Which data offers it: a ticker's prices run along dates, so they offer no categories' kinds. */
  offeredFor(source: DataSource): boolean;
  /**
   * Why this data cannot have it (the list keeps it, disabled, so the reason is read there), or
   * null: from its labels, and how many numeric columns it has (charted or not).
   */
  notOffered?(labels: readonly string[], numericColumns: number): string | null;
  /** Said under the list, with a button to choose it, when this data suits the kind particularly (x/y data, a scatter). */
  offer?(labels: readonly string[], numericColumns: number): string | null;
  /** Said under the list when the chosen kind no longer suits the data. */
  unsuitedNote?: string;
  /**
   * A kind whose axes are titled by its columns (a scatter) or that has none (a table) offers
   * `options.xAxis` as the labels column's name instead of axis titles, saying this of it.
   */
  labelsColumnHint?: string;
  /** The value axis's range fields; a kind without a value axis has none. */
  valueAxis: boolean;
  /** Bars start at zero, always: the axis offers no choice and says so. */
  fromZero: boolean;
  /** The value axis's legend, when it runs elsewhere than up the side. */
  valueAxisWhere?: string;
  annotations: boolean;
  /** What the Colours section colours: each series, each slice, or nothing (the kind's own colours). */
  colours: 'series' | 'slices' | null;
  /** Its legend is a key to its colours (a map's scale), shown even for one series. */
  colourKey?: boolean;
  /** Its series can stack (docs/embed-contract.md). */
  stacks: boolean;
  /** It draws a ticker's prices as candles (open, high, low, close) rather than closing prices. */
  candles: boolean;
  /** Its own controls in the Layout section, and what the section's summary says of the kind. */
  LayoutControls?: ComponentType<KindControlProps>;
  layoutDetail?: string;
  /** The Layout section's summary from the options, when the kind's controls set more than one fixed word says. */
  layoutSummary?(options: Pick<ChartOptions, 'map' | 'scatter' | 'table'> & Partial<Pick<ChartOptions, 'xAxis'>>, data: ChartData | null): string | null;
  /** What the kind says of the data above the controls, where it can be fixed (a map's rows that name no region). */
  DataPanel?: ComponentType<KindControlProps>;
  /** Why the data cannot be saved as this kind yet, in the API's words; Next waits and says it. */
  saveProblem?(data: ChartData, options: ChartOptions): string | null;
  /** What the preview draws, when the kind draws less than or otherwise than the data as edited. */
  preview?(data: ChartData, options: ChartOptions): { data: ChartData; options: ChartOptions };
}

/** A ticker's prices are only ever drawn over time. */
export const forPrices = (source: DataSource) => source === 'ticker';
export const forAnyData = () => true;
export const forTables = (source: DataSource) => source !== 'ticker';
