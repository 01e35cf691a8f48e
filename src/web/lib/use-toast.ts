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
  /** Counts the times its words were replaced in place (see toast's `replaces`): its time starts again. */
  shown: number;
}

/** How long a toast stays when its input names no duration. */
export const TOAST_DURATION_MS = 5000;

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

/**
 * Shows a toast and answers its id. Given `replaces`, the id of a toast still open, it puts the
 * new words in that toast instead, and its time starts again: a stream of feedback (a timed
 * round's answers) shows one toast at a time, and an answer's frame on a slow phone does not pay
 * for one toast closing and another opening (docs/benchmarks.md#play).
 */
export function toast(input: ToastInput, replaces?: number | null): number {
  const current = items.find((t) => t.id === replaces && t.open);
  if (current) {
    emit(items.map((t) => (t === current ? { ...input, id: t.id, open: true, shown: t.shown + 1 } : t)));
    return current.id;
  }
  const id = nextId++;
  emit([{ ...input, id, open: true, shown: 0 }, ...items].slice(0, LIMIT));
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
