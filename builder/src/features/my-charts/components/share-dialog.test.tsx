// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartRecord } from '@shared/api/charts';
import { ShareDialog } from './share-dialog';

afterEach(cleanup);

describe('Share Chart', () => {
  it('rewrites the embed code as the embed options change', () => {
    render(<ShareDialog chart={{ id: 7, slug: 'abc', name: 'Sales', options: { title: 'Sales by quarter' } } as ChartRecord} onClose={() => {}} />);
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
});
