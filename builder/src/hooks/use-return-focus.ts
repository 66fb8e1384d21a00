import { useState } from 'react';

/**
 * The element to give focus back to. A menu item is gone once its menu closes, so a dialog opened
 * from one goes back to the button that opened the menu.
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const menuButton = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return menuButton instanceof HTMLElement ? menuButton : active;
}

function restoreFocus(opener: HTMLElement | null) {
  if (opener?.isConnected) {
    opener.focus();
    return;
  }
  // Whatever opened the dialog went with what it did (a sign-up form, a deleted card): focus that
  // someone else already placed stays; otherwise it goes to the dialog still open, never to <body>.
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"]');
  dialogs[dialogs.length - 1]?.focus();
}

/**
 * Gives focus back to what had it when the dialog opened, once it closes: Radix does so only for
 * its own Trigger, and ours open from state. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  // Read while rendering the open state: by the first effect an `autoFocus` field has taken focus.
  const [seen, setSeen] = useState(() => ({ open, opener: open ? openerOf(document.activeElement) : null }));
  if (seen.open !== open) setSeen({ open, opener: open ? openerOf(document.activeElement) : seen.opener });
  return (event) => {
    event.preventDefault();
    // Radix resumes the focus trap of a dialog underneath only after this handler: focus moved now
    // would not be known to that trap, which then lets Tab out to the page.
    setTimeout(() => restoreFocus(seen.opener));
  };
}
