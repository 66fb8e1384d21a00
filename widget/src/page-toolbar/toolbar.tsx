/** @jsxImportSource preact */
import { signal } from '@preact/signals';
import { render } from 'preact';

/**
 * The standalone chart page's toolbar (`/e/SLUG`): copy the link, show the data table, download
 * the drawing as a PNG. Preact with signals keeps it to a few kilobytes, loaded only on that page.
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

/** The drawing on white, at the canvas's own resolution, named after the page's title. */
function downloadPng(): void {
  const canvases = [...(chart()?.shadowRoot?.querySelectorAll('canvas') ?? [])];
  const source = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!source) return;
  const out = document.createElement('canvas');
  out.width = source.width;
  out.height = source.height;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.drawImage(source, 0, 0);
  const link = document.createElement('a');
  link.download = `${(document.title.split(' · ')[0] || 'chart').replace(/[\\/:*?"<>|]+/g, '-')}.png`;
  link.href = out.toDataURL('image/png');
  link.click();
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
      <button type="button" onClick={downloadPng}>
        Download PNG
      </button>
    </div>
  );
}

const mount = document.getElementById('toolbar');
if (mount) render(<Toolbar />, mount);
