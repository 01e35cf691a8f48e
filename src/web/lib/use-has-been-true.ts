import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: a part whose code is loaded on
 * first use (a lazy dialog or drawer) stays mounted after it closes, so it can animate out.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
