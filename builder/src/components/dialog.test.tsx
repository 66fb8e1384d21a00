// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { resetToasts, toast } from './toast/toast-store';
import { Toaster } from './toast/toaster';

/** A page whose button opens a dialog from state, as every dialog of the builder is opened. */
function Page({ autoFocusField = false }: { autoFocusField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename chart
      </button>
      {open ? (
        <Dialog open onOpenChange={setOpen} title="Rename Chart">
          <input aria-label="Chart name" autoFocus={autoFocusField} />
        </Dialog>
      ) : null}
    </>
  );
}

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('Dialog', () => {
  it.each([false, true])('gives focus back to the button that opened it (a field focused on open: %s)', async (autoFocusField) => {
    render(<Page autoFocusField={autoFocusField} />);
    const opener = screen.getByRole('button', { name: 'Rename chart' });
    opener.focus();
    fireEvent.click(opener);
    await vi.waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('moves focus to the dialog left open when what opened the closed one is gone', async () => {
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Dialog open onOpenChange={() => {}} title="Create a Chart">
          {inner ? (
            <button type="button" onClick={() => setInner(false)}>
              Create Free Profile
            </button>
          ) : null}
          <Dialog open={inner} onOpenChange={setInner} title="Authentication">
            <button type="button" onClick={() => setInner(false)}>
              Create Account
            </button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const wizard = screen.getByRole('dialog', { name: 'Create a Chart' });
    await vi.waitFor(() => expect(document.activeElement).toBe(wizard));
  });

  it('closes on Escape while a toast opened after it shows', async () => {
    render(
      <>
        <Toaster />
        <Page />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename chart' }));
    const field = await screen.findByLabelText('Chart name');
    act(() => void toast({ title: 'Copied!' }));
    await screen.findByText('Copied!');
    fireEvent.keyDown(field, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
