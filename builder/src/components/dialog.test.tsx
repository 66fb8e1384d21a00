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

  it('leaves Escape to a dialog opened inside it, even before Radix knows which is on top', async () => {
    function Wizard() {
      const [open, setOpen] = useState(true);
      const [preview, setPreview] = useState(false);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Edit Chart">
          <button type="button" onClick={() => setPreview(true)}>
            View Fullscreen Chart
          </button>
          <Dialog open={preview} onOpenChange={setPreview} title="Chart Preview">
            <input aria-label="Chart" autoFocus />
          </Dialog>
        </Dialog>
      );
    }
    render(<Wizard />);
    await act(async () => {});
    // A click and a key outside act, a microtask apart: React has drawn the preview and run its
    // effects, but Radix's redraw that moves Escape to it is still queued, as a busy browser leaves it.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    screen.getByRole('button', { name: 'View Fullscreen Chart' }).click();
    await Promise.resolve();
    const field = screen.getByLabelText('Chart');
    expect(document.activeElement).toBe(field);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Chart Preview' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Chart' })).toBeTruthy();
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
