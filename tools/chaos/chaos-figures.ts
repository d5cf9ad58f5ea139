// The figures of one fault scenario, from its request log and its outage windows. Pure, so that
// what the table says is tested (chaos-figures.test.ts) apart from the processes it breaks.

/** One request: start and end on the performance clock (ms), and its outcome (status or cause). */
export interface RequestEntry {
  readonly start: number;
  readonly end: number;
  readonly outcome: string;
}

/** A fault's window: from the fault until everything it broke answered again. */
export interface Outage {
  readonly start: number;
  readonly end: number;
}

export interface RequestFigures {
  readonly requests: number;
  readonly p50: number;
  readonly p99: number;
  /** Outcomes other than 2xx, by status (`503`), proxy answer (`502p`), `timeout` or `network`. */
  readonly errors: Readonly<Record<string, number>>;
  /** The longest request that overlapped any outage (ms); 0 without outages. */
  readonly longestInOutage: number;
  /** The longest request overlapping each outage, in order. */
  readonly longestPerOutage: readonly number[];
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/**
 * Requests finished, latency percentiles, errors by outcome, and the longest request during the
 * outages: a request counts for an outage when it was in flight at any moment of the window
 * (started before the fault and still waiting counts: that is the wait a customer saw).
 */
export function requestFigures(
  entries: readonly RequestEntry[],
  outages: readonly Outage[],
): RequestFigures {
  const done = entries.filter((entry) => entry.end > 0);
  const durations = done.map((entry) => entry.end - entry.start).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const entry of done) {
    if (/^2\d\d$/.test(entry.outcome)) continue;
    errors[entry.outcome] = (errors[entry.outcome] ?? 0) + 1;
  }
  const longestPerOutage = outages.map((outage) =>
    done
      .filter((entry) => entry.start <= outage.end && entry.end >= outage.start)
      .reduce((longest, entry) => Math.max(longest, entry.end - entry.start), 0),
  );
  return {
    requests: done.length,
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    errors,
    longestInOutage: longestPerOutage.reduce((a, b) => Math.max(a, b), 0),
    longestPerOutage,
  };
}

/** `503: 12, timeout: 1`, biggest first; `none` without errors. */
export function formatErrors(errors: Readonly<Record<string, number>>): string {
  const parts = Object.entries(errors).sort(([, a], [, b]) => b - a);
  return parts.length === 0 ? 'none' : parts.map(([key, count]) => `${key}: ${count}`).join(', ');
}

/** A plain text table: a header row, a rule, then the rows, columns padded to their widest cell. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}
