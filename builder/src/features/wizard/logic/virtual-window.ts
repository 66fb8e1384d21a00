/**
 * Which rows of a long table to draw: those in the scrolled view and a few either side, so 10,000
 * rows cost what 30 do. Rows have one fixed height; the rest of the height is two spacers.
 */
export interface RowWindow {
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** Heights of the spacers above and below the drawn rows, in pixels. */
  before: number;
  after: number;
}

export function rowWindow(rowCount: number, scrollTop: number, viewHeight: number, rowHeight: number, overscan = 8): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.max(0, Math.min(first, rowCount) - overscan);
  const end = Math.min(rowCount, first + Math.ceil(viewHeight / rowHeight) + overscan);
  return { start, end: Math.max(start, end), before: start * rowHeight, after: Math.max(0, rowCount - Math.max(start, end)) * rowHeight };
}

/** The scroll position that brings a row into view, or the current one when it is already seen. */
export function scrollToRow(row: number, scrollTop: number, viewHeight: number, rowHeight: number): number {
  const top = row * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewHeight) return top + rowHeight - viewHeight;
  return scrollTop;
}
