import { PageHeading } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/routing';

export interface AccountPageProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
  /** Where "back" goes; the account overview unless told otherwise. */
  readonly backTo?: string;
}

/** The column every account screen sits in, with its heading and the way back. */
export function AccountPage({ title, description, actions, children, backTo }: AccountPageProps) {
  const localePath = useLocalePath();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-8">
      <PageHeading
        title={title}
        description={description}
        actions={actions}
        back={
          <Link
            to={backTo ?? localePath('account')}
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            {/* The arrow points the reading way back: mirrored in right-to-left. */}
            <span aria-hidden="true" className="rtl:-scale-x-100">
              ‹
            </span>
            <FormattedMessage id="account.back" />
          </Link>
        }
      />
      {children}
    </div>
  );
}
