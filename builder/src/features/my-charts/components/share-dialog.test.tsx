// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import { resetToasts, useToasts } from '../../../components/toast/toast-store';
import { ShareDialog } from './share-dialog';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

/** The toasts as text, so a test reads what the user would. */
function Toasts() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{[t.title, t.description].filter(Boolean).join(' ')}</li>
      ))}
    </ul>
  );
}

describe('Share Chart', () => {
  it('rewrites the embed code as the embed options change', () => {
    render(
      <ShareDialog
        chart={
          {
            id: 7,
            slug: 'abc',
            name: 'Sales',
            chartType: 'line',
            data: { labels: ['Q1', 'Q2'], datasets: [{ label: 'Sales', data: [1, 2] }] },
            options: { title: 'Sales by quarter' },
          } as ChartRecord
        }
        onClose={() => {}}
      />,
    );
    const code = screen.getByLabelText('Embed Code', { selector: 'textarea' }) as HTMLTextAreaElement;
    const origin = window.location.origin;
    expect(code.value).toBe(`<script src="${origin}/e/abc.js"></script>`);

    fireEvent.click(screen.getByRole('checkbox', { name: /^Plain/ }));
    fireEvent.change(screen.getByLabelText('Numbers and dates in'), { target: { value: 'de-DE' } });
    expect(code.value).toBe(`<script src="${origin}/e/abc.js" data-plain data-lang="de-DE"></script>`);

    fireEvent.click(screen.getByRole('checkbox', { name: /^Transparent background/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Static/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Plain/ }));
    fireEvent.change(screen.getByLabelText('Numbers and dates in'), { target: { value: '' } });
    expect(code.value).toBe(`<script src="${origin}/e/abc.js" data-transparent data-static></script>`);

    // The iframe, for pages that strip scripts, carries the same options.
    fireEvent.click(screen.getByRole('radio', { name: 'Iframe' }));
    expect(code.value).toBe(
      `<iframe src="${origin}/e/abc/frame?transparent=1&amp;static=1" title="Sales" width="100%" height="400" frameborder="0" loading="lazy"></iframe>`,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Script tag' }));
    expect(code.value).toBe(`<script src="${origin}/e/abc.js" data-transparent data-static></script>`);
  });

  it('says which of the two was copied', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (text: string) => void copied.push(text) } });
    render(
      <>
        <ShareDialog chart={{ id: 7, slug: 'abc', name: 'Sales', options: {} } as ChartRecord} onClose={() => {}} />
        <Toasts />
      </>,
    );
    // By text: in happy-dom each button takes the name of the label around it and its field.
    // The dialog hides the rest of the page from assistive technology, the toasts' list included.
    const toasts = () => screen.getByRole('list', { name: 'toasts', hidden: true }).textContent;
    const [copyLink, copyCode] = screen.getAllByText('Copy', { selector: 'button' });
    fireEvent.click(copyCode!);
    await waitFor(() => expect(toasts()).toBe('Copied! Embed code copied to clipboard.'));
    expect(copied).toEqual([`<script src="${window.location.origin}/e/abc.js"></script>`]);
    fireEvent.click(copyLink!);
    await waitFor(() => expect(toasts()).toBe('Copied! Link copied to clipboard.'));
    expect(copied[1]).toBe(`${window.location.origin}/e/abc`);
  });
});
