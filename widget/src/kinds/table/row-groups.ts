/**
 * Rows in a group of the table's body, and a row's height (table-sheet.ts) for a group not yet laid
 * out. Groups of 25 fill a box of 680 px: a chart's usual height takes one group, and its first
 * frame and each sort build and lay out half what groups of 50 did (a sort's frame from 15 to 10 ms
 * on a slow machine, bench/table-paint.ts).
 */
const CHUNK = 25;
const ROW_HEIGHT = 27.2;
/** A list this long (every page size a reader picks, 10 to 100) is placed at once, whole. */
const AT_ONCE = 100;

type Idle = (callback: (deadline?: IdleDeadline) => void) => unknown;

/**
 * Puts a table's rows in its body, in groups of CHUNK, each a <tbody> that is not laid out while
 * out of sight (table-sheet.ts): a thousand rows are forty groups for the browser to watch and
 * lay out, not a thousand. A group not yet seen is given the height its rows will take, so the
 * scroll bar is right from the start.
 *
 * A longer list (a creator's long page) has at once only the groups that fill a box `height` tall
 * (a sort scrolls back to the top), and the groups after them are built and filled a few at a time
 * while the browser is idle (a thousand rows cost more to build than the rest of the first frame),
 * so every row is there soon after for find-in-page and screen readers. A new list (a sort, a
 * search, a page) drops what was still to come and starts again; rows already built only move.
 */
export function rowGroups(table: HTMLTableElement, height: number, idle: Idle) {
  const bodies: HTMLTableSectionElement[] = [];
  let version = 0;
  const fill = (body: HTMLTableSectionElement, rows: number[], row: (index: number) => HTMLTableRowElement) => body.replaceChildren(...rows.map(row));
  const place = (rows: number[], row: (index: number) => HTMLTableRowElement): void => {
    const count = Math.max(1, Math.ceil(rows.length / CHUNK));
    while (bodies.length < count) bodies.push(Object.assign(table.createTBody(), { role: 'rowgroup' }));
    for (const body of bodies.splice(count)) body.remove();
    const groups = bodies.map((body, i) => {
      const group = rows.slice(i * CHUNK, (i + 1) * CHUNK);
      body.style.setProperty('contain-intrinsic-block-size', `auto ${group.length * ROW_HEIGHT}px`);
      return group;
    });
    const now = rows.length <= AT_ONCE ? count : Math.max(1, Math.ceil(height / (CHUNK * ROW_HEIGHT)));
    groups.slice(0, now).forEach((group, i) => fill(bodies[i]!, group, row));
    // Rows of an earlier list that are still in a later group would show in the wrong place until filled.
    for (const body of bodies.slice(now)) body.replaceChildren();
    const mine = ++version;
    let i = now;
    // As many groups as the idle time holds (one without a deadline: setTimeout's), at least one.
    const next = (deadline?: IdleDeadline) => {
      if (mine !== version) return;
      do fill(bodies[i]!, groups[i]!, row);
      while (++i < groups.length && (deadline?.timeRemaining() ?? 0) > 4);
      if (i < groups.length) idle(next);
    };
    if (groups.length > now) idle(next);
  };
  /** Leaves the groups still to come unfilled (the table is gone). */
  const stop = () => void version++;
  return { place, stop };
}
