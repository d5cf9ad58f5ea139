/**
 * The gateway's clock in development: the clock it was started with, moved forward by the hours
 * `POST /dev/clock/advance` asked for. Every rule reads time through AppContext.now, so deadlines
 * (the unpaid-order sweep, quote SLAs, voucher validity, token expiry) all see the same moved
 * time, and the database's own clock is never consulted. Production builds none (decision 218).
 */
export class DevClock {
  private offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  readonly now = (): Date => new Date(this.base().getTime() + this.offsetMs);

  /** Moves the clock forward; it never goes back, so no deadline passed can come undone. */
  advance(hours: number): Date {
    if (!Number.isInteger(hours) || hours < 1) throw new RangeError('hours must be a whole hour');
    this.offsetMs += hours * 3_600_000;
    return this.now();
  }
}
