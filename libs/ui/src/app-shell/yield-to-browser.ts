/**
 * Ends the current task and resumes in a later one, so the browser can paint and answer a tap in
 * between (Lighthouse's Total Blocking Time counts every task past 50 ms). `scheduler.yield()`
 * where the browser has it: it resumes before other queued work and is not throttled in a
 * background tab; a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
