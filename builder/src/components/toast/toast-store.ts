import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../lib/error-message';

/**
 * Toasts (docs/product.md, Layout): at most one visible; a new one replaces it. A dismissed toast is kept
 * for 1,000,000 ms before removal, so its exit animation is never cut short.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
  /** When it was shown (ms since the epoch). */
  shownAt: number;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = (next: ToastItem[]) => {
  toasts = next;
  listeners.forEach((l) => l());
};

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true, shownAt: Date.now() }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** A failed call: the server's own message when it sent one, else the caller's fallback for it. */
export function toastError(error: unknown, fallback: string, title = 'Error'): number {
  return toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}

/**
 * Closes the toasts shown more than `age` ms ago: what they said belongs to a screen that has
 * changed since. One shown with the change itself (a sign-in that moved the wizard on) stays.
 */
export function dismissToastsOlderThan(age: number): void {
  const before = Date.now() - age;
  toasts.filter((t) => t.open && t.shownAt < before).forEach((t) => dismissToast(t.id));
}

/** For tests. */
export function resetToasts(): void {
  emit([]);
}
