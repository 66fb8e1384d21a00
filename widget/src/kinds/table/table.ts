import { readableLabel } from '@shared/chart-core/readable-label';
import { SEARCH_FROM, type TableSort } from '@shared/kinds/table/table-options';
import { pageOf, searchRows, sortedRows, type Page } from '@shared/kinds/table/table-rows';
import { summarizeTable } from '@shared/kinds/table/table-summary';
import { readableOn } from '@shared/themes/readable-on';
import { kindWords } from '../../accessibility';
import { guarded } from '../../plot/guarded';
import type { Plot, PlotInput } from '../../plot/plot';
import { columnWidths } from './column-widths';
import { htmlNode } from './html-node';
import { rowGroups } from './row-groups';
import { tableCells } from './table-cells';
import { findBox, pager } from './table-controls';
import { TABLE_SHEET } from './table-sheet';
import { firstPageSize, matchWords, pageSizes, rangeWords, sortWords } from './table-words';

/** The registry's entry point (kinds/registry.ts): a table is always drawn as one. */
export const plot = () => createTable;

/**
 * Tables: a real `<table>` in the plot box, its labels the row headers and each dataset a column in
 * its own number format, with bars and heat where the creator asked. Readers sort by any column
 * (the header's button), search beyond SEARCH_FROM rows, and page through with a size of their
 * choosing; the order and the rows come from the core (table-rows.ts), as the server image's do.
 * The rows scroll inside the box, which never grows or pushes the host page sideways.
 *
 * Keyboard: the table's own controls are in the tab order and its scrolling area is focusable, so
 * the element's point cursor is left out (`count` 0): it would take the arrow keys, Home and End
 * from the search box and the page-size select, whose keydown reaches the plot box.
 */
export function createTable(input: PlotInput): Plot {
  const { target, spec, palette, locale, onReady, onError } = input;
  const root = target.getRootNode() as ShadowRoot;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, TABLE_SHEET];
  const { labels, datasets } = spec.data;
  const options = spec.options.table;
  const heads = [spec.options.xAxis, ...datasets.map((d) => d.label)];
  const cells = tableCells(spec, palette, locale);
  const guard = guarded(onError);
  // For other kinds the plot box is an image of the chart; here it holds a table to read and use.
  const [role, tabindex] = [target.getAttribute('role'), target.getAttribute('tabindex')];
  target.setAttribute('role', 'group');
  target.removeAttribute('tabindex');

  let sort: TableSort | undefined = options?.sort;
  let order = sortedRows(spec, sort);
  let [page, size, found] = [0, firstPageSize(options), 0];
  let shown: Page;

  const box = htmlNode(target, 'div', { className: 'tb' });
  box.style.colorScheme = readableOn(palette.bg) === '#ffffff' ? 'dark' : 'light';
  const query = () => find?.input.value.trim() ?? '';
  const find =
    options?.search !== false && labels.length > SEARCH_FROM
      ? findBox(
          box,
          guard(() => {
            page = 0;
            show();
            say(query() && matchWords(found, locale));
          }),
        )
      : null;
  // The scrolling area is focusable, so that keyboards scroll it too, and named by the caption.
  const scroll = htmlNode(box, 'div', { className: 'scroll', tabIndex: 0, role: 'region' });
  scroll.setAttribute('aria-labelledby', 'table-caption');
  // Roles as the elements have them: laid out as grids (table-sheet.ts), some browsers forget them.
  const table = htmlNode(scroll, 'table', { role: 'table' });
  // The columns every row is laid out in (table-sheet.ts), sharing the room to spare as wide as they are.
  const widths = columnWidths(heads, labels.length, cells.texts, `13px ${palette.font}`, cells.extra);
  table.style.setProperty('--cols', widths.map((w) => `minmax(${w}px,${w}fr)`).join(' '));
  table.style.minWidth = `${widths.reduce((a, b) => a + b, 0)}px`;
  Object.assign(table.createCaption(), { id: 'table-caption', className: 'sr-only', textContent: spec.options.title || heads.join(', ') });
  const head = Object.assign(table.createTHead(), { role: 'rowgroup' });
  const headRow = Object.assign(head.insertRow(), { role: 'row' });
  const ths = heads.map((text, i) => {
    const th = htmlNode(headRow, 'th', { scope: 'col', role: 'columnheader' });
    htmlNode(th, 'button', { type: 'button', textContent: text, onclick: guard(() => sortBy(i - 1)) });
    return th;
  });
  // Rows beyond the first frame's are filled in while the browser is idle (setTimeout where it has no idle callbacks).
  const groups = rowGroups(table, input.height, (callback) => (window.requestIdleCallback ?? setTimeout)(guard(callback)));
  const pages =
    labels.length > size
      ? pager(box, pageSizes(size), size, locale, {
          turn: guard((step: number) => {
            page += step;
            show();
            say(rangeWords(shown, found, locale));
          }),
          // The first row shown stays on the page shown.
          size: guard(() => {
            size = Number(pages!.select.value);
            page = Math.floor(shown.from / size);
            show();
            say(rangeWords(shown, found, locale));
          }),
        })
      : null;
  const live = htmlNode(box, 'div', { className: 'sr-only', ariaLive: 'polite' });
  const say = (words: string) => (live.textContent = words);

  function show(): void {
    const rows = query() ? searchRows(order, query(), cells.text) : order;
    found = rows.length;
    shown = pageOf(found, size, page);
    page = shown.page;
    // Back to the top before the rows change, while the layout is still clean: set after, it would
    // force the new rows' layout in this handler, and again in the frame.
    if (scroll.scrollTop) scroll.scrollTop = 0;
    groups.place(rows.slice(shown.from, shown.to), cells.row);
    ths.forEach((th, i) => (th.ariaSort = sort?.column === i - 1 ? (sort.descending ? 'descending' : 'ascending') : null));
    find?.show(query(), found, locale);
    pages?.show(shown, found);
  }

  /** A new column sorts ascending; the sorted one turns around. */
  function sortBy(column: number): void {
    sort = { column, descending: sort?.column === column && !sort.descending };
    order = sortedRows(spec, sort);
    page = 0;
    show();
    say(sortWords(heads[column + 1]!, sort.descending));
  }

  show();
  kindWords.set(spec, { summary: (lang) => summarizeTable(spec, lang), label: (i) => readableLabel(String(labels[i]), locale) });
  queueMicrotask(onReady);

  return {
    count: 0,
    setSize() {},
    focusPoint() {},
    setShown() {},
    destroy() {
      groups.stop();
      box.remove();
      if (role !== null) target.setAttribute('role', role);
      if (tabindex !== null) target.setAttribute('tabindex', tabindex);
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== TABLE_SHEET);
    },
  };
}
