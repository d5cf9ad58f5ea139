import { PageHeading } from '@storefront/ui-kit';
import type { ReactNode } from 'react';

export interface AuthLayoutProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children: ReactNode;
  /** Links under the card ("No account yet? Register"). */
  readonly footer?: ReactNode;
}

/** The narrow centred column every sign-in and sign-up screen sits in. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8">
      <PageHeading title={title} description={description} />
      <div className="rounded-lg border border-neutral-200 bg-white p-6 shadow-xs">{children}</div>
      {footer && (
        <div className="mt-4 flex flex-col gap-2 text-center text-sm text-neutral-700">
          {footer}
        </div>
      )}
    </div>
  );
}
