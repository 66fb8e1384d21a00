import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchAnswer, PriceProviderError } from './provider';

describe('fetchAnswer', () => {
  it('names a provider it cannot reach without repeating the key its address carries', async () => {
    // A port that was just free: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const error = await fetchAnswer('stooq', `http://127.0.0.1:${port}/q/d/l/?s=aapl.us&i=d&apikey=THE-SECRET-KEY`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceProviderError);
    expect((error as PriceProviderError).kind).toBe('down');
    expect((error as PriceProviderError).operatorCause).toMatch(/^could not be reached: /);
    expect((error as PriceProviderError).operatorCause).not.toContain('THE-SECRET-KEY');
  });
});
