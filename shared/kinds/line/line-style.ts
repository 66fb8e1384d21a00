/**
 * How both renderers draw lines and areas: a 2 px monotone curve of tension 0.3, areas filled at
 * 35 %. A series with more points than half its plot's width in CSS pixels is dense: it is drawn
 * straight through each pixel column's extremes, 1 px wide, because a curve there could not be
 * seen and costs the most, and a wider stroke only thickens a solid band.
 */
export const LINE_TENSION = 0.3;
export const LINE_WIDTH = 2;
export const DENSE_LINE_WIDTH = 1;
export const AREA_OPACITY = 0.35;

export const isDense = (points: number, plotWidth: number) => points > plotWidth / 2;
