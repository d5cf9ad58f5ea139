/**
 * How long one process reuses the exchange rate it read (decision 197). Every price on every
 * catalogue, cart and order page is converted at the rate in force, which cost one query per
 * answer; a rate changes a few times a day. Another replica shows a new rate after at most this.
 */
export const CURRENT_RATE_MAX_AGE_MS = 5_000;

/** What a read found: the value in force, and when a rate already stored takes over. */
export interface RateReading<T> {
  readonly value: T;
  /** The effective time of the next scheduled rate (epoch ms), or null when none is stored. */
  readonly nextChangeMs: number | null;
}

/**
 * The rate in force, kept for a few seconds per process and never past the moment a scheduled
 * rate takes effect. The process that sets a rate forgets its copy at once, so staff see their
 * new rate on the next page they open.
 */
export class CurrentRateCache<T> {
  readonly #maxAgeMs: number;
  #kept: { readonly value: T; readonly readAt: number; readonly until: number } | null = null;
  #reading: Promise<T> | null = null;
  /** Bumped by forget(): a read that started before it is not kept. */
  #generation = 0;

  constructor(maxAgeMs: number = CURRENT_RATE_MAX_AGE_MS) {
    this.#maxAgeMs = maxAgeMs;
  }

  async read(nowMs: number, load: () => Promise<RateReading<T>>): Promise<T> {
    const kept = this.#kept;
    if (kept && nowMs >= kept.readAt && nowMs < kept.until) return kept.value;
    // Concurrent answers share one read; a failed read is not kept (the next answer tries again).
    if (this.#reading) return this.#reading;
    const generation = this.#generation;
    const reading = load().then(({ value, nextChangeMs }) => {
      const until = Math.min(nowMs + this.#maxAgeMs, nextChangeMs ?? Number.POSITIVE_INFINITY);
      if (generation === this.#generation) this.#kept = { value, readAt: nowMs, until };
      return value;
    });
    this.#reading = reading;
    try {
      return await reading;
    } finally {
      if (this.#reading === reading) this.#reading = null;
    }
  }

  /** A new rate was stored: the next read goes to the database. */
  forget(): void {
    this.#generation += 1;
    this.#kept = null;
    this.#reading = null;
  }
}
