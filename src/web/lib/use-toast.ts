// A small global store of toasts (after shadcn/ui's use-toast): `toast()` can be called from
// anywhere (a mutation's onError); <Toaster /> in the shell renders them.
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 5 seconds by default. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

const LIMIT = 3;
const REMOVE_DELAY_MS = 300;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

export function dismissToast(id: number) {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(items.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

/** Removes every toast at once: a component test starts with none left from the one before. */
export function clearToasts() {
  emit([]);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
