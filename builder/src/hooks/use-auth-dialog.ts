import { useSyncExternalStore } from 'react';

/**
 * One authentication dialog for the whole app, opened from the header, the signup gate or the
 * trending feed; `onDone` runs after a successful sign-in or registration (docs/product.md, Signing in).
 */
interface AuthDialogState {
  open: boolean;
  onDone?: () => void;
}

let state: AuthDialogState = { open: false };
const listeners = new Set<() => void>();
const set = (next: AuthDialogState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const openAuthDialog = (onDone?: () => void) => set({ open: true, onDone });
export const closeAuthDialog = () => set({ open: false });

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
