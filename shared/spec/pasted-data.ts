/**
 * A table pasted or typed into the builder is read as a CSV file of this name: it is saved as a CSV
 * chart (`dataSource: 'csv'`) whose source value is this, and it names no source in the caption,
 * because "where it was pasted from" is not a source a reader can follow.
 */
export const PASTED_DATA = 'Pasted data';

export const isPastedData = (dataSource: string, sourceValue: string | null | undefined) => dataSource === 'csv' && sourceValue === PASTED_DATA;
