import { useEffect, useState } from 'react';

/** The value once it has rested for `delayMs` (one server call per pause in typing, not per key). */
export function useRestingValue<T>(value: T, delayMs: number): T {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setResting(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return resting;
}
