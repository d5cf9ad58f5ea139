import { useGetProfileQuery } from '@storefront/api';
import { Alert, Card } from '@storefront/ui-kit';
import { QueryResultFeedback, TextLink } from '@storefront/ui-support';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '../../shared/routing';
import { WhatsAppChatButton } from '../../shared/sales-contact';
import { LevelBadge } from './components/level-badge';

/** The account's screens, as the overview lists them. */
const SECTIONS = [
  { path: 'account/profile', title: 'account.profile.title', text: 'account.hub.profile' },
  { path: 'account/addresses', title: 'account.addresses.title', text: 'account.hub.addresses' },
  { path: 'account/password', title: 'account.password.title', text: 'account.hub.password' },
  { path: 'account/bank-accounts', title: 'account.bank.title', text: 'account.hub.bank' },
  {
    path: 'account/membership',
    title: 'account.membership.title',
    text: 'account.hub.membership',
  },
  { path: 'account/notes', title: 'account.notes.title', text: 'account.hub.notes' },
  { path: 'referral', title: 'account.hub.referralTitle', text: 'account.hub.referral' },
] as const;

/** The account overview: who is signed in, at what level, and the way to each account screen. */
export default function AccountScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const profile = useGetProfileQuery();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-neutral-900">
        <FormattedMessage id="account.hub.title" />
      </h1>
      {profile.isLoading || profile.error ? (
        <QueryResultFeedback
          query={profile}
          fallbackError={intl.formatMessage({ id: 'account.error.generic' })}
          busyRetry
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      ) : (
        profile.data && (
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="text-lg font-semibold text-neutral-900">
                  {profile.data.nama_lengkap}
                </p>
                <p className="text-sm text-neutral-600">
                  <bdi>{profile.data.email}</bdi>
                </p>
              </div>
              <LevelBadge level={profile.data.level} />
            </div>
            {!profile.data.is_verified && (
              <Alert tone="warning" className="mt-4">
                <FormattedMessage id="account.hub.unverified" />{' '}
                <TextLink to={localePath('account/profile')}>
                  <FormattedMessage id="account.hub.verifyNow" />
                </TextLink>
              </Alert>
            )}
          </Card>
        )
      )}
      {profile.data?.sales && <SalesContactCard contact={profile.data.sales} />}
      <nav aria-label={intl.formatMessage({ id: 'account.hub.sections' })}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <Link
                to={localePath(section.path)}
                className="flex h-full flex-col gap-1 rounded-lg border border-neutral-200 bg-white p-4 hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <span className="font-semibold text-primary-800">
                  <FormattedMessage id={section.title} />
                </span>
                <span className="text-sm text-neutral-600">
                  <FormattedMessage id={section.text} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The buyer's sales contact (SPEC §1), always at hand on the account overview: the name, the
 * number to call and the WhatsApp chat. Absent while the account has none (decision 302).
 */
function SalesContactCard({ contact }: { readonly contact: { nama: string; telepon: string } }) {
  const intl = useIntl();
  return (
    <Card title={<FormattedMessage id="account.hub.salesTitle" />}>
      <p className="text-sm text-neutral-700">
        <FormattedMessage
          id="account.hub.salesText"
          values={{
            name: <span className="font-semibold">{contact.nama}</span>,
            phone: (
              <a
                href={`tel:${contact.telepon}`}
                dir="ltr"
                className="font-medium text-primary-700 underline"
              >
                {contact.telepon}
              </a>
            ),
          }}
        />
      </p>
      <div className="mt-3">
        <WhatsAppChatButton
          telepon={contact.telepon}
          label={intl.formatMessage({ id: 'account.hub.salesWhatsApp' }, { name: contact.nama })}
        />
      </div>
    </Card>
  );
}
