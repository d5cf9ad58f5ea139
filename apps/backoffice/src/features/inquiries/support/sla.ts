/** Where an inquiry stands against its quote deadline, as a countdown shows it. */
export interface SlaCountdown {
  /** Strictly after the deadline ("at most 2x24 h": the due instant itself is on time). */
  readonly overdue: boolean;
  readonly hours: number;
  readonly minutes: number;
}

const MINUTE_MS = 60_000;

/**
 * The countdown to `quoteDueAt` as the gateway computed it (the domain's quoteDueAt: 2x24 h
 * after submission) — never recomputed here. `overdueNow` is the gateway's flag at load time;
 * the clock passing the deadline while the screen is open marks the row overdue too.
 * Whole minutes: a countdown that says '0 min' left must not already be late.
 */
export function slaCountdown(quoteDueAt: string, overdueNow: boolean, now: Date): SlaCountdown {
  const leftMs = Date.parse(quoteDueAt) - now.getTime();
  const overdue = overdueNow || leftMs < 0;
  const totalMinutes = overdue
    ? Math.floor(Math.max(0, -leftMs) / MINUTE_MS)
    : Math.floor(Math.max(0, leftMs) / MINUTE_MS);
  return { overdue, hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
