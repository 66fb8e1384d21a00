import { chartFileName } from '@shared/reading/chart-csv';
import { chartPicture } from '../../../components/chart-picture';
import { toast } from '../../../components/toast/toast-store';

const CAPTURE_WAIT_MS = 1000;

/**
 * Save Image (docs/product.md, My Charts): after a 1 s wait, draws the card's chart as a PNG at
 * twice its size on white, as readers' Download → Image (PNG) draws it (the chart with its title,
 * legend and caption, without its buttons), and downloads it named by the rule of readers'
 * downloads (`chartFileName`: `sales-by-quarter.png`, else `chart.png`). Each way it can fail has
 * its own message.
 */
export async function saveChartImage(chartId: number, name: string | null | undefined): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, CAPTURE_WAIT_MS));
  const element = document.querySelector<HTMLElement>(`[data-chart-id="${chartId}"] chart-embed`);
  if (!element?.shadowRoot?.querySelector('canvas')) {
    toast({ title: 'Download failed', description: 'Could not find chart to capture. Please try again.', variant: 'destructive' });
    return;
  }
  let blob: Blob;
  try {
    blob = await chartPicture(element, { scale: 2, background: '#ffffff' });
  } catch (error) {
    console.warn('Capture failed:', error);
    toast({ title: 'Download failed', description: 'Could not capture chart image. Please try again.', variant: 'destructive' });
    return;
  }
  try {
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: chartFileName(name, 'png') });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast({ title: 'Image downloaded' });
  } catch {
    toast({ title: 'Download failed', description: 'Could not download chart image. Please try again.', variant: 'destructive' });
  }
}
