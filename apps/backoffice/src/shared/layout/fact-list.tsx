import type { ReactNode } from 'react';

/** One fact: what it is, then its value. */
export type Fact = readonly [term: ReactNode, value: ReactNode];

/**
 * The facts of a record (an order, a refund, a held payment) as a definition list: the terms in
 * one column, their values beside them.
 */
export function FactList({ rows }: { readonly rows: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value], index) => (
        <div key={index} className="contents">
          <dt className="font-medium text-neutral-700">{term}</dt>
          <dd className="text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
