import type { ReactNode } from 'react';

/** Text for assistive technology only (Tailwind's sr-only). */
export function VisuallyHidden({ children }: { readonly children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
