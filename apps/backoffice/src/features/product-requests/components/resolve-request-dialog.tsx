import { fieldErrorMessage, useResolveProductRequestMutation } from '@storefront/api';
import type { ApiError } from '@storefront/api';
import { resolveProductRequest } from '@storefront/contract';
import { toFieldErrors } from '@storefront/domain';
import { Alert, Button, Dialog, RadioGroup, TextAreaField, TextField } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiError } from '@storefront/ui-support';
import { useLanguage } from '../../../shared/locale';
import { enqueueToast } from '../../../shared/notify';

type Outcome = 'found' | 'rejected';

export interface ResolveRequestDialogProps {
  readonly requestId: string;
  readonly customerName: string;
}

/**
 * Closes a request: found (the catalogue product now offered) or rejected (with the reason the
 * customer reads). The body is checked with the contract's own schema before it is sent.
 */
export function ResolveRequestDialog({ requestId, customerName }: ResolveRequestDialogProps) {
  const intl = useIntl();
  const language = useLanguage();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('found');
  const [productId, setProductId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [resolve, { isLoading }] = useResolveProductRequestMutation();

  function close() {
    setOpen(false);
    setErrors({});
    setFailure(null);
    setProductId('');
    setReason('');
  }

  function errorsOf(fields: NonNullable<ApiError['fields']>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(fields).map(([field, id]) => [field, fieldErrorMessage(id, language)]),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const candidate =
      outcome === 'found' ? { outcome, product_id: productId } : { outcome, reason };
    const parsed = resolveProductRequest.body.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const { path, id, params } of toFieldErrors(parsed.error)) {
        found[path.split('.')[0] ?? ''] ??= fieldErrorMessage(id, language, params);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await resolve({ params: { requestId }, body: parsed.data });
    if (result.error !== undefined) {
      const error = toApiError(
        result.error,
        intl.formatMessage({ id: 'backoffice.common.genericError' }),
      );
      if (error.fields && Object.keys(error.fields).length > 0) setErrors(errorsOf(error.fields));
      else setFailure(error.message);
      return;
    }
    close();
    enqueueToast(intl.formatMessage({ id: 'backoffice.productRequests.resolve.done' }), {
      variant: 'success',
    });
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="backoffice.productRequests.resolve" />
      </Button>
      <Dialog
        open={open}
        onClose={close}
        closeLabel={intl.formatMessage({ id: 'backoffice.common.close' })}
        title={
          <FormattedMessage
            id="backoffice.productRequests.resolve.title"
            values={{ customer: customerName }}
          />
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              <FormattedMessage id="backoffice.common.cancel" />
            </Button>
            <Button type="submit" form={formId} loading={isLoading}>
              <FormattedMessage id="backoffice.productRequests.resolve.submit" />
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
        >
          {failure && <Alert tone="error">{failure}</Alert>}
          <RadioGroup<Outcome>
            legend={<FormattedMessage id="backoffice.productRequests.resolve.outcome" />}
            name="outcome"
            value={outcome}
            onChange={(value) => {
              setOutcome(value);
              setErrors({});
            }}
            options={[
              {
                value: 'found',
                label: <FormattedMessage id="backoffice.productRequests.resolve.outcome.found" />,
              },
              {
                value: 'rejected',
                label: (
                  <FormattedMessage id="backoffice.productRequests.resolve.outcome.rejected" />
                ),
              },
            ]}
          />
          {outcome === 'found' ? (
            <TextField
              label={intl.formatMessage({ id: 'backoffice.productRequests.resolve.productId' })}
              value={productId}
              onChange={(event) => setProductId(event.target.value)}
              error={errors['product_id']}
              required
            />
          ) : (
            <TextAreaField
              label={intl.formatMessage({ id: 'backoffice.productRequests.resolve.reason' })}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={errors['reason']}
              rows={3}
              required
            />
          )}
        </form>
      </Dialog>
    </>
  );
}
