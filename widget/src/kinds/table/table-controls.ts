/**
 * The controls around a table's rows: the search box above them, and below them the pages (previous,
 * next, the rows shown, the page size). What they do is the table's (table.ts); each control's
 * handler comes guarded, so nothing a reader does throws into the host page.
 */
import type { Page } from '@shared/kinds/table/table-rows';
import { htmlNode } from './html-node';
import { count, matchWords, rangeWords } from './table-words';

type Handler = (event: Event) => void;

/** A labelled search box and what it found (shown, not announced: the table's live region says it). */
export function findBox(parent: HTMLElement, onInput: Handler) {
  const bar = htmlNode(parent, 'div', { className: 'find' });
  const label = htmlNode(bar, 'label');
  htmlNode(label, 'span', { className: 'sr-only', textContent: 'Search rows' });
  const input = htmlNode(label, 'input', { type: 'search', placeholder: 'Search', autocomplete: 'off', oninput: onInput });
  const found = htmlNode(bar, 'output');
  return {
    input,
    show(query: string, rows: number, locale: string) {
      found.textContent = query.trim() ? matchWords(rows, locale) : '';
    },
  };
}

/**
 * Previous and next (kept focusable at either end, only marked disabled, so focus never drops to the
 * page), the rows shown, and a select of page sizes.
 */
export function pager(parent: HTMLElement, sizes: number[], size: number, locale: string, on: { turn(step: number): void; size: Handler }) {
  const bar = htmlNode(parent, 'div', { className: 'pages' });
  const button = (text: string, label: string, step: number) =>
    htmlNode(bar, 'button', {
      type: 'button',
      textContent: text,
      ariaLabel: label,
      onclick: (event) => (event.currentTarget as HTMLElement).ariaDisabled !== 'true' && on.turn(step),
    });
  const previous = button('‹', 'Previous page', -1);
  const range = htmlNode(bar, 'span');
  const next = button('›', 'Next page', 1);
  const label = htmlNode(bar, 'label', { textContent: 'Rows per page ' });
  const select = htmlNode(label, 'select', { onchange: on.size });
  for (const n of sizes) htmlNode(select, 'option', { value: String(n), textContent: count(n, locale), selected: n === size });
  return {
    select,
    show(page: Page, rows: number) {
      range.textContent = rangeWords(page, rows, locale);
      previous.ariaDisabled = String(page.page === 0);
      next.ariaDisabled = String(page.page >= page.pages - 1);
    },
  };
}
