import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` while the screen is shown: the clock the rules
 * take as their `now` parameter (they never read it themselves).
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
