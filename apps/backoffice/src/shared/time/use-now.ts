import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: what a live countdown renders from. One timer
 * per screen (not per row), so a queue of fifty rows still ticks once.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
