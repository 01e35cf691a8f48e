import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call: about 10 ms, 40 on a
 * phone. Called in a task of its own while the page's code downloads (main.tsx), so the table is
 * not built inside the render of the first component that merges classes during hydration, where
 * it made one task too long to answer a tap.
 */
export function prepareClassMerge(): void {
  twMerge('p-0 p-1');
}
