import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../shared/chart-spec';
import { ImageDrawer } from './image-drawer';

const size = { width: 400, height: 300 };
const chart = (name: string, behave = 'draw') => ({ name, behave }) as unknown as ChartSpec;
// An idle drawer's worker is unref'd, so these end with the run.
const drawer = (timeLimitMs = 5000) =>
  new ImageDrawer({ workerUrl: new URL('./image-drawer.test-worker.mjs', import.meta.url), perChart: 2, total: 4, timeLimitMs });

describe('ImageDrawer', () => {
  it('draws SVG text and PNG bytes', async () => {
    const d = drawer();
    expect(await d.draw('a', chart('a'), size, 'svg')).toBe('<svg>a</svg>');
    expect(await d.draw('a', chart('a'), size, 'png')).toEqual(Buffer.from([1, 2, 3]));
  });

  it('refuses what is over a chart’s share at once, and still draws other charts', async () => {
    const d = drawer();
    const mine = [1, 2, 3, 4].map(() => d.draw('big', chart('big'), size, 'svg').then(String, (e: Error) => e.message));
    const other = d.draw('small', chart('small'), size, 'svg');
    // The first is sent to the worker at once; two more may wait; the fourth is refused.
    expect(await Promise.all(mine)).toEqual([
      '<svg>big</svg>',
      '<svg>big</svg>',
      '<svg>big</svg>',
      'Too many images of this chart are being drawn right now. Please try again in a moment.',
    ]);
    expect(await other).toBe('<svg>small</svg>');
  });

  it('stops a drawing that takes too long, and draws the next on a new worker', async () => {
    const d = drawer(300);
    const hung = d.draw('slow', chart('slow', 'hang'), size, 'png');
    const next = d.draw('fine', chart('fine'), size, 'svg');
    await expect(hung).rejects.toMatchObject({ status: 503, message: 'Drawing this chart took too long. Please try a smaller size.' });
    expect(await next).toBe('<svg>fine</svg>');
  });

  it('fails only the drawing a crashed worker held', async () => {
    const d = drawer();
    const crashed = d.draw('bad', chart('bad', 'crash'), size, 'svg');
    const next = d.draw('good', chart('good'), size, 'svg');
    await expect(crashed).rejects.toMatchObject({ status: 503 });
    expect(await next).toBe('<svg>good</svg>');
  });
});
