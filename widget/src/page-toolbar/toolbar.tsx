/** @jsxImportSource preact */
import { signal } from '@preact/signals';
import { render } from 'preact';

/**
 * The standalone chart page's toolbar (`/e/SLUG`): copy the link, show the data table. Downloads
 * are the chart's own Download menu (CSV and PNG), as in every embed, so the page offers one set.
 * Preact with signals keeps it to a few kilobytes, loaded only on that page.
 */
const copied = signal(false);
const tableOpen = signal(false);

function chart(): HTMLElement | null {
  return document.querySelector('chart-embed');
}

function copyLink(): void {
  void navigator.clipboard.writeText(location.href).then(() => {
    copied.value = true;
    setTimeout(() => (copied.value = false), 2000);
  });
}

function toggleTable(): void {
  chart()?.shadowRoot?.querySelector<HTMLButtonElement>('[part=table-toggle]')?.click();
  tableOpen.value = !tableOpen.value;
}

function Toolbar() {
  return (
    <div class="toolbar" role="toolbar" aria-label="Chart tools">
      <button type="button" onClick={copyLink}>
        {copied.value ? 'Copied!' : 'Copy link'}
      </button>
      <button type="button" aria-pressed={tableOpen.value} onClick={toggleTable}>
        Data table
      </button>
    </div>
  );
}

const mount = document.getElementById('toolbar');
if (mount) render(<Toolbar />, mount);
