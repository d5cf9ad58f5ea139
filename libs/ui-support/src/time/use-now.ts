import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: rules take `now` as a parameter and a screen
 * that shows a countdown or a window must re-ask them as time passes.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
