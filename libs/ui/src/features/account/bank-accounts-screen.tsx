import {
  useCreateBankAccountMutation,
  useDeleteBankAccountMutation,
  useListBankAccountsQuery,
  useListBanksQuery,
  useUpdateBankAccountMutation,
} from '@storefront/api';
import type { bankAccountSchema } from '@storefront/contract';
import { bankAccountFormSchema } from '@storefront/domain';
import type { BankAccountForm } from '@storefront/domain';
import { Button, Card, EmptyState, FormDialog, SelectField, TextField } from '@storefront/ui-kit';
import {
  QueryFeedback,
  QueryResultFeedback,
  toApiError,
  useSchemaForm,
} from '@storefront/ui-support';
import type { ServerFieldMap } from '@storefront/ui-support';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { enqueueToast } from '../../shared/notify';
import { RETURN_PATH_PARAM, safeReturnPath, useLanguage, useLocale } from '../../shared/routing';
import { useMarket } from '../../shared/session';
import { AccountPage } from './components/account-page';
import { ConfirmDialog } from './components/confirm-dialog';

type BankAccount = z.output<typeof bankAccountSchema>;

const SERVER_FIELDS: ServerFieldMap<BankAccountForm> = {
  bank_name: 'bankName',
  account_number: 'accountNumber',
  account_holder: 'accountHolder',
};

/** The add or edit form, in a dialog; `account` is the one being edited. */
function BankAccountDialog({
  account,
  onClose,
  onSaved,
}: {
  readonly account: BankAccount | null;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const banks = useListBanksQuery();
  const [create, creating] = useCreateBankAccountMutation();
  const [update, updating] = useUpdateBankAccountMutation();
  const busy = creating.isLoading || updating.isLoading;
  const generic = intl.formatMessage({ id: 'account.error.generic' });
  const { register, errors, failure, refuse, submitHandler } = useSchemaForm(
    bankAccountFormSchema,
    language,
    {
      bankName: account?.bank_name ?? '',
      accountNumber: account?.account_number ?? '',
      accountHolder: account?.account_holder ?? '',
    },
  );

  // Only banks of the market's list are accepted (decision 074); an older account's bank stays
  // choosable so that editing its holder does not force a new bank.
  const bankNames = banks.data?.map((bank) => bank.name) ?? [];
  if (account && !bankNames.includes(account.bank_name)) bankNames.unshift(account.bank_name);

  const submit = submitHandler(async (form) => {
    const body = {
      bank_name: form.bankName,
      account_number: form.accountNumber,
      account_holder: form.accountHolder,
    };
    const result = account
      ? await update({ body: { ...body, id: account.id } })
      : await create({ body });
    if (result.error !== undefined) {
      refuse(toApiError(result.error, generic), SERVER_FIELDS);
      return;
    }
    enqueueToast(intl.formatMessage({ id: 'account.bank.saved' }), { variant: 'success' });
    onSaved();
  });

  return (
    <FormDialog
      open
      title={<FormattedMessage id={account ? 'account.bank.editTitle' : 'account.bank.addTitle'} />}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      failure={failure}
      closeLabel={intl.formatMessage({ id: 'account.close' })}
      cancelLabel={<FormattedMessage id="account.cancel" />}
      submitLabel={<FormattedMessage id="account.save" />}
      formClassName="flex flex-col gap-4"
    >
      {banks.error && (
        <QueryFeedback
          loading={false}
          error={toApiError(banks.error, generic).message}
          onRetry={() => void banks.refetch()}
          retrying={banks.isFetching}
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      )}
      <SelectField
        {...register('bankName')}
        label={intl.formatMessage({ id: 'account.field.bankName' })}
        placeholder={intl.formatMessage({ id: 'account.bank.chooseBank' })}
        options={bankNames.map((name) => ({ value: name, label: name }))}
        error={errors.bankName?.message}
        required
      />
      <TextField
        {...register('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        label={intl.formatMessage({ id: 'account.field.accountNumber' })}
        error={errors.accountNumber?.message}
        required
      />
      <TextField
        {...register('accountHolder')}
        autoComplete="name"
        label={intl.formatMessage({ id: 'account.field.accountHolder' })}
        hint={intl.formatMessage({ id: 'account.bank.holderHint' })}
        error={errors.accountHolder?.message}
        required
      />
    </FormDialog>
  );
}

/** The last four characters of an account number, as a statement shows it. */
function lastFour(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/**
 * Bank accounts refunds are paid into (SPEC §3): list, add, edit, delete after a confirmation.
 * With `?next=` (the refund form's link) a saved account sends the customer back there.
 */
export default function BankAccountsScreen() {
  const intl = useIntl();
  const accounts = useListBankAccountsQuery();
  const [remove, removing] = useDeleteBankAccountMutation();
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const generic = intl.formatMessage({ id: 'account.error.generic' });
  const locale = useLocale();
  const market = useMarket();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The refund form sends the customer here to add an account and expects them back.
  const next = searchParams.get(RETURN_PATH_PARAM);

  function saved() {
    setEditing(null);
    if (next) void navigate(safeReturnPath(next, locale, market), { replace: true });
  }

  async function confirmDelete(account: BankAccount) {
    const result = await remove({ body: { id: account.id } });
    if (result.error !== undefined) {
      enqueueToast(toApiError(result.error, generic).message, { variant: 'error' });
    } else {
      enqueueToast(intl.formatMessage({ id: 'account.bank.deleted' }), { variant: 'success' });
    }
    setDeleting(null);
  }

  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <FormattedMessage id="account.bank.add" />
    </Button>
  );

  return (
    <AccountPage
      title={<FormattedMessage id="account.bank.title" />}
      description={<FormattedMessage id="account.bank.description" />}
      actions={accounts.data && accounts.data.length > 0 ? addButton : undefined}
    >
      {accounts.isLoading || accounts.error || !accounts.data ? (
        <QueryResultFeedback
          query={accounts}
          fallbackError={generic}
          busyRetry
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      ) : accounts.data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="account.bank.emptyTitle" />}
          description={<FormattedMessage id="account.bank.emptyText" />}
          action={addButton}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {accounts.data.map((account) => (
            <Card key={account.id} as="li">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-semibold text-neutral-900">{account.bank_name}</p>
                  <p className="text-neutral-800" dir="ltr">
                    {account.account_number}
                  </p>
                  <p className="text-sm text-neutral-600">{account.account_holder}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={intl.formatMessage(
                      { id: 'account.bank.editNamed' },
                      { bank: account.bank_name, last: lastFour(account.account_number) },
                    )}
                    onClick={() => setEditing(account)}
                  >
                    <FormattedMessage id="account.edit" />
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={intl.formatMessage(
                      { id: 'account.bank.deleteNamed' },
                      { bank: account.bank_name, last: lastFour(account.account_number) },
                    )}
                    onClick={() => setDeleting(account)}
                  >
                    <FormattedMessage id="account.delete" />
                  </Button>
                </div>
              </div>
            </Card>
          ))}
        </ul>
      )}
      {editing !== null && (
        <BankAccountDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="account.bank.deleteTitle" />}
        description={
          deleting && (
            <FormattedMessage
              id="account.bank.deleteText"
              values={{ bank: deleting.bank_name, last: lastFour(deleting.account_number) }}
            />
          )
        }
        confirmLabel={<FormattedMessage id="account.delete" />}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
        busy={removing.isLoading}
      />
    </AccountPage>
  );
}
