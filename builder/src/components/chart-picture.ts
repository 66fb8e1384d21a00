import type { PngOptions } from '../../../widget/src/downloads/chart-png';

/**
 * A `<chart-embed>` on the page as a PNG, drawn as its readers' Download → Image (PNG) draws it
 * (widget/src/downloads/chart-png.ts): the title, drawing, legend and caption, without the
 * buttons, the tooltip or the cursor. Loaded on first use, like the element (`<ChartView>`).
 */
export async function chartPicture(element: HTMLElement, options: PngOptions): Promise<Blob> {
  const { chartPng } = await import('../../../widget/src/downloads/chart-png');
  return chartPng(element, options);
}
