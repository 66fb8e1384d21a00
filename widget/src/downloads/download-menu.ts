/**
 * The reader's Download menu (a lazy chunk: the button is in the runtime's entry, everything it
 * opens is here). A menu button as the WAI-ARIA practices describe it: the menu opens with focus on
 * its first item; arrow keys, Home and End move; Enter or Space chooses; Escape closes it and
 * returns focus to the button; Tab or a click elsewhere closes it.
 */
import { chartFileName, chartToCsv } from '@shared/reading/chart-csv';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { ChartEmbed } from '../chart-embed';
import { chartPng } from './chart-png';
import { csvAddress, saveFile } from './save-file';

// Only this chunk draws the menu, so only this chunk carries its styles. The popup takes the
// tooltip's colours, which stay opaque when a page makes the chart's background transparent.
const sheet = new CSSStyleSheet();
sheet.replaceSync(
  '.tools [role=menu]{position:absolute;right:0;bottom:calc(100% + 4px);z-index:4;display:flex;flex-direction:column;padding:4px;' +
    'border:1px solid color-mix(in srgb,currentColor 30%,transparent);border-radius:6px;' +
    'background:var(--chart-tooltip-bg,#0f172aeb);color:var(--chart-tooltip-fg,#f8fafc);box-shadow:0 4px 14px #0006}' +
    '.tools [role=menu] button{border:0;border-radius:4px;padding:5px 10px;text-align:start}' +
    '.tools [role=menu] button:is(:hover,:focus){background:color-mix(in srgb,currentColor 18%,transparent)}',
);

interface Choice {
  label: string;
  save(host: ChartEmbed, spec: ChartSpec): Promise<void> | void;
}

const CHOICES: Choice[] = [
  {
    label: 'Data (CSV)',
    save(host, spec) {
      const root = host.shadowRoot!;
      const address = csvAddress(host.src);
      if (address) saveFile(root, address, '');
      else saveFile(root, new Blob([chartToCsv(spec)], { type: 'text/csv;charset=utf-8' }), chartFileName(spec.options.title, 'csv'));
    },
  },
  {
    label: 'Image (PNG)',
    save: async (host, spec) => saveFile(host.shadowRoot!, await chartPng(host), chartFileName(spec.options.title, 'png')),
  },
];

/** How to close each open menu, found from its button's wrapper. */
const closers = new WeakMap<Element, (refocus: boolean) => void>();

/** Opens the menu above `button`, or closes it when it is open. */
export function toggleMenu(button: HTMLButtonElement, host: ChartEmbed, spec: ChartSpec): void {
  const root = host.shadowRoot!;
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const wrapper = button.parentElement!;
  const open = closers.get(wrapper);
  if (open) return open(false);

  const menu = document.createElement('div');
  menu.id = 'download-menu';
  menu.setAttribute('role', 'menu');
  menu.setAttribute('part', 'download-menu');
  menu.setAttribute('aria-label', 'Download');
  const listening = new AbortController();
  const close = (refocus: boolean) => {
    // Listeners go first: removing a menu that holds the focus fires its focusout.
    listening.abort();
    closers.delete(wrapper);
    menu.remove();
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-controls');
    if (refocus) button.focus();
  };
  const items = CHOICES.map((choice) => {
    const item = menu.appendChild(document.createElement('button'));
    item.type = 'button';
    item.tabIndex = -1;
    item.setAttribute('role', 'menuitem');
    item.textContent = choice.label;
    item.addEventListener(
      'click',
      () => {
        close(true);
        // Nothing a download does may throw into the host page; a failed one simply does not arrive.
        Promise.resolve()
          .then(() => choice.save(host, spec))
          .catch(() => {});
      },
      { signal: listening.signal },
    );
    return item;
  });
  menu.addEventListener(
    'keydown',
    (event) => {
      const at = items.indexOf(root.activeElement as HTMLButtonElement);
      const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[event.key];
      if (event.key === 'Escape') close(true);
      else if (event.key === 'Tab') close(false);
      else if (to !== undefined) items.at(to % items.length)!.focus();
      else return;
      if (event.key !== 'Tab') event.preventDefault();
      // The menu's keys are spent here: an Escape must not also close a dialog of the host page.
      event.stopPropagation();
    },
    { signal: listening.signal },
  );
  // Focus leaving for anything but the button (which toggles the menu itself) closes it.
  menu.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget as Node | null;
      if (next !== button && !menu.contains(next)) close(false);
    },
    { signal: listening.signal },
  );
  closers.set(wrapper, close);
  button.after(menu);
  button.setAttribute('aria-expanded', 'true');
  button.setAttribute('aria-controls', menu.id);
  items[0]!.focus();
}
