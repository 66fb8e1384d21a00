import { toast } from '../../../components/toast/toast-store';

const CAPTURE_WAIT_MS = 1000;

/**
 * Save Image (docs/product.md, My Charts): after a 1 s wait, captures the chart on screen with snapdom as a
 * PNG at twice its size on white, and downloads it named after the chart. Each way it can fail has
 * its own message.
 */
export async function saveChartImage(chartId: number, name: string | null): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, CAPTURE_WAIT_MS));
  const element = document.querySelector(`[data-chart-id="${chartId}"] chart-embed`);
  if (!element) {
    toast({ title: 'Download failed', description: 'Could not find chart to capture. Please try again.', variant: 'destructive' });
    return;
  }
  let blob: Blob;
  try {
    const { snapdom } = await import('@zumer/snapdom');
    blob = await (await snapdom(element, { scale: 2, backgroundColor: '#ffffff' })).toBlob({ format: 'png' });
  } catch (error) {
    console.warn('Capture failed:', error);
    toast({ title: 'Download failed', description: 'Could not capture chart image. Please try again.', variant: 'destructive' });
    return;
  }
  try {
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: `${(name || 'chart').replace(/[\\/:*?"<>|]+/g, '-')}.png` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast({ title: 'Image downloaded' });
  } catch {
    toast({ title: 'Download failed', description: 'Could not download chart image. Please try again.', variant: 'destructive' });
  }
}
