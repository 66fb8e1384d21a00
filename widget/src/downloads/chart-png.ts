/**
 * The chart as the reader sees it, as a PNG at the screen's pixel density: every canvas where it
 * sits, and the title, legend and caption drawn as text where the page laid them out, in their
 * fonts and colours (a canvas cannot draw HTML, and a foreign-object SVG would taint it). What is
 * hidden (by `plain`, by the host page's CSS) has no boxes and is left out, as are the tooltip, the
 * cursor and the buttons. The reader's Download → Image (PNG) and the builder's Save Image both
 * draw it here.
 */
const TEXT = '[part=title], [part=description], [part=legend] button, [part=notes], [part=byline], [part=caption], [part=updated]';

export interface PngOptions {
  /**
   * Pixels per CSS pixel: the screen's density by default. Text is drawn at any scale; canvases
   * hold the screen's density, so a larger scale enlarges them (uPlot 1.6 draws every chart of a
   * page at `devicePixelRatio`).
   */
  scale?: number;
  /** A colour under everything, where the host leaves the page showing (its corners, `transparent`). */
  background?: string;
}

export function chartPng(host: HTMLElement, { scale = devicePixelRatio || 1, background }: PngOptions = {}): Promise<Blob> {
  const root = host.shadowRoot!;
  const box = host.getBoundingClientRect();
  const texts = [...root.querySelectorAll<HTMLElement>(TEXT)];
  const sources = [...root.querySelectorAll('canvas')];
  // The buttons are left out, so the picture ends below the last thing drawn, with the frame's
  // own padding; where they had a line of their own (a narrow chart) it would be an empty band.
  const padding = parseFloat(getComputedStyle(root.querySelector('.frame')!).paddingLeft) || 0;
  const drawnBottom = Math.max(...[...texts, ...sources].map((element) => element.getBoundingClientRect().bottom - box.top));
  const height = Math.min(box.height, Math.ceil(drawnBottom + padding));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(box.width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, box.width, height);
  }

  // The host's own background and corners, page overrides included; `transparent` leaves none.
  const style = getComputedStyle(host);
  ctx.fillStyle = style.backgroundColor;
  ctx.beginPath();
  ctx.roundRect(0, 0, box.width, height, parseFloat(style.borderTopLeftRadius) || 0);
  ctx.fill();

  for (const element of texts) {
    // A legend entry switched off is drawn faded, as on screen.
    ctx.globalAlpha = Number(getComputedStyle(element).opacity);
    drawSwatches(ctx, element, box);
    drawWords(ctx, element, box);
  }
  ctx.globalAlpha = 1;
  for (const source of sources) {
    const at = source.getBoundingClientRect();
    if (at.width && at.height) ctx.drawImage(source, at.left - box.left, at.top - box.top, at.width, at.height);
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
}

function drawSwatches(ctx: CanvasRenderingContext2D, element: HTMLElement, box: DOMRect): void {
  for (const swatch of element.querySelectorAll('.swatch')) {
    const at = swatch.getBoundingClientRect();
    const style = getComputedStyle(swatch);
    ctx.fillStyle = style.backgroundColor;
    ctx.beginPath();
    ctx.roundRect(at.left - box.left, at.top - box.top, at.width, at.height, parseFloat(style.borderTopLeftRadius) || 0);
    ctx.fill();
  }
}

/** Word by word, each at its own box: text that wrapped on screen wraps the same in the picture. */
function drawWords(ctx: CanvasRenderingContext2D, element: HTMLElement, box: DOMRect): void {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const style = getComputedStyle(node.parentElement!);
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    ctx.fillStyle = style.color;
    for (const word of node.data.matchAll(/\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const at = range.getClientRects()[0];
      if (!at) continue;
      // The box's top is the font's ascent above the baseline.
      const ascent = ctx.measureText(word[0]).fontBoundingBoxAscent ?? at.height * 0.8;
      ctx.fillText(word[0], at.left - box.left, at.top - box.top + ascent);
    }
  }
}
