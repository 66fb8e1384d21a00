import { useSyncExternalStore } from 'react';

/**
 * One authentication dialog for the whole app, opened from the header, the signup gate or the
 * trending feed; `onDone` runs after a successful sign-in or registration (docs/product.md, Signing in).
 * It opens on Login unless the caller asks for Register (the signup gate's Create Free Profile).
 */
export type AuthTab = 'login' | 'register';

interface AuthDialogState {
  open: boolean;
  onDone?: () => void;
  tab?: AuthTab;
}

let state: AuthDialogState = { open: false };
const listeners = new Set<() => void>();
const set = (next: AuthDialogState) => {
  state = next;
  listeners.forEach((l) => l());
};

export const openAuthDialog = (onDone?: () => void, tab: AuthTab = 'login') => set({ open: true, onDone, tab });
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
