import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (a countdown, a link that appears when a room opens). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
