/**
 * What an AI answer decides of its chart beyond the data (shared/api/data-answers.ts, QueryAnswer
 * `options`): a map's region set, a scatter plot's log axes and groups, a table's first sort, and
 * notes saying which countries were left out. They are put in the options form, as if the creator
 * had set them, and follow the answers as the title does (data-options.ts): a field still holding
 * what the last answer suggested takes the next answer's (data that suggests nothing, a file, clears
 * it); a field the creator changed stays theirs.
 */
import type { QueryAnswer } from '@shared/api/data-answers';
import { SAVED_GROUP_COLUMN } from '../kinds/scatter/scatter-fields';
import type { OptionsForm } from './options-form';

export type AnswerOptions = NonNullable<QueryAnswer['options']>;

/** The form's fields an answer may set, flat, so each follows the answers on its own. */
export interface AnswerFields {
  notes: string;
  regions: OptionsForm['map']['regions'];
  logX: boolean;
  logY: boolean;
  /** The data step's column of the answer's groups (one per point), or '' for none. */
  groupColumn: string;
  sortColumn: string;
  descending: boolean;
}

/** The fields an answer's options make; no options (a file, a ticker) make the empty form's. */
export function answerFields(options: AnswerOptions | undefined): AnswerFields {
  const sort = options?.table?.sort;
  return {
    notes: options?.notes ?? '',
    regions: options?.map?.regions ?? '',
    logX: options?.scatter?.logX === true,
    logY: options?.scatter?.logY === true,
    groupColumn: options?.scatter?.groups ? SAVED_GROUP_COLUMN : '',
    sortColumn: sort ? String(sort.column) : '',
    descending: sort?.descending === true,
  };
}

function formFields(form: OptionsForm): AnswerFields {
  return {
    notes: form.notes,
    regions: form.map.regions,
    logX: form.scatter.logX,
    logY: form.scatter.logY,
    groupColumn: form.scatter.groupColumn,
    sortColumn: form.table.sortColumn,
    descending: form.table.descending,
  };
}

/**
 * The form once each field still at the previous answer's suggestion (the empty form's before
 * any) takes the next answer's. A scatter's groups themselves are read from their column of the
 * data step's table (kinds/scatter/scatter-groups.ts), which the new data brings.
 */
export function followAnswer(form: OptionsForm, previous: AnswerFields | null, next: AnswerFields): OptionsForm {
  const before = previous ?? answerFields(undefined);
  const now = formFields(form);
  const followed = { ...now };
  for (const key of Object.keys(next) as Array<keyof AnswerFields>) {
    if (now[key] === before[key]) (followed as Record<keyof AnswerFields, unknown>)[key] = next[key];
  }
  // The sort's direction belongs to its column: a column the creator chose keeps the direction they gave it.
  if (followed.sortColumn !== next.sortColumn) followed.descending = now.descending;
  const groupsGone = followed.groupColumn !== now.groupColumn && followed.groupColumn === '';
  return {
    ...form,
    notes: followed.notes,
    map: { ...form.map, regions: followed.regions },
    scatter: { ...form.scatter, logX: followed.logX, logY: followed.logY, groupColumn: followed.groupColumn, ...(groupsGone ? { groups: [] } : {}) },
    table: { ...form.table, sortColumn: followed.sortColumn, descending: followed.descending },
  };
}
