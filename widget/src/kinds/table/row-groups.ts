/** Rows in a group of the table's body, and a row's height (table-sheet.ts) for a group not yet laid out. */
const CHUNK = 50;
const ROW_HEIGHT = 27.2;

/**
 * Puts a table's rows in its body, in groups of CHUNK, each a <tbody> that is not laid out while
 * out of sight (table-sheet.ts): a thousand rows are twenty groups for the browser to watch and
 * lay out, not a thousand, and a sort lays out only the groups in sight. A group not yet seen is
 * given the height its rows will take, so the scroll bar is right from the start.
 */
export function rowGroups(table: HTMLTableElement) {
  const bodies: HTMLTableSectionElement[] = [];
  return (rows: HTMLTableRowElement[]): void => {
    const count = Math.max(1, Math.ceil(rows.length / CHUNK));
    while (bodies.length < count) bodies.push(Object.assign(table.createTBody(), { role: 'rowgroup' }));
    for (const body of bodies.splice(count)) body.remove();
    bodies.forEach((body, i) => {
      const group = rows.slice(i * CHUNK, (i + 1) * CHUNK);
      body.replaceChildren(...group);
      body.style.setProperty('contain-intrinsic-block-size', `auto ${group.length * ROW_HEIGHT}px`);
    });
  };
}
