import { useEffect, useState } from 'react';

/** The time now (ms), renewed every `everyMs` while `running`: a clock, a countdown, a link that appears on time. */
export function useNow(everyMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
