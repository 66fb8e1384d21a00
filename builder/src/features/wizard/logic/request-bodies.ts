/**
 * What the wizard sends to save a chart: a new chart whole (POST), a saved one only what changed
 * (PATCH), and whether closing now would lose edits.
 */
import type { CreateChartBody, UpdateChartBody } from '@shared/api/charts';
import type { ChartData } from '@shared/spec/chart-spec';
import { optionsUpdate } from './options-update';
import { sameSource } from './source-fields';
import { dataSourceOf, sourceValueOf, storedSourceOf } from './wizard-source';
import type { WizardState } from './wizard-state';

/** `POST /api/chart` for a new chart; its title is its name. */
export function createBody(state: WizardState, data: ChartData): CreateChartBody {
  const source = storedSourceOf(state);
  return {
    dataSource: dataSourceOf(state),
    sourceValue: sourceValueOf(state),
    data,
    chartType: state.chartType,
    theme: state.themeId,
    options: state.chartOptions,
    name: state.chartOptions.title || null,
    // Kept with the chart when it is not the ticker, file or address (an AI's, or the creator's own), so every surface shows it.
    ...(source ? { source } : {}),
    // An AI chart keeps every citation and its plan as answered: the server checks them and
    // refreshes the chart by the plan.
    ...(dataSourceOf(state) === 'query' && state.plan ? { sources: state.sources, plan: state.plan } : {}),
    // A chart of a CSV address is read again at every refresh, with the choices made here.
    ...(dataSourceOf(state) === 'url' && Object.keys(state.choices).length > 0 ? { readingChoices: state.choices } : {}),
  };
}

/**
 * `PATCH /api/charts/:id` for a saved chart: only what changed since it was saved, so a new title
 * does not count as new data (which would reset the chart's "Updated" date). The name follows the
 * title, as it did when the chart was made, unless the chart has been renamed since.
 */
export function unsavedChanges(state: WizardState): UpdateChartBody {
  const saved = state.saved;
  if (!saved) return {};
  const changes: UpdateChartBody = {};
  if (state.chartType !== saved.chartType) changes.chartType = state.chartType;
  if (state.themeId !== saved.themeId) changes.theme = state.themeId;
  const options = optionsUpdate(saved.chartOptions, state.chartOptions);
  if (options) changes.options = options;
  const title = state.chartOptions.title.trim();
  const savedTitle = saved.chartOptions.title.trim();
  if (title !== savedTitle && (!saved.name || saved.name === savedTitle)) changes.name = title || null;
  const source = storedSourceOf(state);
  if (!sameSource(source, saved.source)) changes.source = source;
  if (state.chartData && state.chartData !== saved.chartData) {
    changes.data = state.chartData;
    changes.source = source;
    // A new AI answer brings its own citations and plan; the server fetches the data by that plan.
    if (dataSourceOf(state) === 'query' && state.plan) Object.assign(changes, { sources: state.sources, plan: state.plan });
    if (dataSourceOf(state) === 'url' && Object.keys(state.choices).length > 0) changes.readingChoices = state.choices;
  }
  const dataSource = dataSourceOf(state);
  const sourceValue = sourceValueOf(state);
  if (dataSource !== saved.dataSource || sourceValue !== saved.sourceValue) Object.assign(changes, { dataSource, sourceValue });
  return changes;
}

/** Whether closing now would lose edits to a saved chart (new data still on its way counts too). */
export function hasUnsavedChanges(state: WizardState): boolean {
  return state.saved !== null && (state.chartData !== state.saved.chartData || Object.keys(unsavedChanges(state)).length > 0);
}
