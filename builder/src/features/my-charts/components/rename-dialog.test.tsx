// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import { RenameDialog } from './rename-dialog';

const chart = { id: 7, name: 'Sales', slug: 'abc' } as ChartRecord;

function renderDialog() {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ ...chart, name: 'New name' }));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RenameDialog chart={chart} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Rename Chart', () => {
  it('disables Rename while the name is blank, and sends the trimmed name', async () => {
    const fetchMock = renderDialog();
    const input = screen.getByPlaceholderText('Chart name');
    const button = screen.getByRole('button', { name: 'Rename' });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '  Quarterly sales  ' } });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/charts/7/rename');
    expect(init).toMatchObject({ method: 'PATCH', body: '{"name":"Quarterly sales"}' });
  });
});
