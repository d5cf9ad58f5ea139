import { zodResolver } from '@hookform/resolvers/zod';
import { useGetProfileQuery } from '@storefront/api';
import type { inquirySchema } from '@storefront/contract';
import { FIELD_LIMITS, formatMoney, notesSchema } from '@storefront/domain';
import { Button, CheckboxField, TextAreaField } from '@storefront/ui-kit';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useCatalogText } from '../use-catalog-text';
import { useStorefront } from '../use-storefront';
import { goodsEstimate } from '../variant-choice';
import type { ProductDetail, Quantities } from '../variant-choice';

export type Inquiry = z.output<typeof inquirySchema>;

const estimateFormSchema = z.object({ odm: z.boolean(), notes: notesSchema });
export type EstimateFormValues = z.output<typeof estimateFormSchema>;

export interface EstimateFormProps {
  readonly product: ProductDetail;
  readonly quantities: Quantities;
  /** Every chosen row passes the quantity rules and none is frozen. */
  readonly ready: boolean;
  readonly submitting: boolean;
  /** Resolves with the server's field errors of the form's own fields, if any. */
  readonly onSubmit: (values: EstimateFormValues) => Promise<Record<string, string>>;
  /** What the form starts with: a request kept across the phone verification step. */
  readonly initialValues?: EstimateFormValues;
}

/**
 * The price-calculation request (SPEC §1: "submit for an all-in price"): the goods value of the
 * chosen quantities as a guide, the ODM choice (the customer's own brand) and a note for the
 * team. A guest sees a button to log in instead.
 */
export function EstimateForm({
  product,
  quantities,
  ready,
  submitting,
  onSubmit,
  initialValues = { odm: false, notes: '' },
}: EstimateFormProps) {
  const t = useCatalogText();
  const intl = useIntl();
  const { locale, session, sendToLogin, fieldText } = useStorefront();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EstimateFormValues>({
    resolver: zodResolver(estimateFormSchema),
    defaultValues: initialValues,
  });
  const goods = goodsEstimate(product.variants, quantities, 'unit_price');
  const goodsCny = goodsEstimate(product.variants, quantities, 'unit_price_cny');
  const loggedIn = session.loggedIn;
  // The level's monthly price requests (the gateway refuses one beyond them): what is left is
  // said before the buyer fills the form, and none left closes the button.
  const submissions = useGetProfileQuery(undefined, { skip: !loggedIn }).data?.submissions;
  const remaining = submissions?.remaining;
  const noneLeft = remaining === 0;

  async function submit(values: EstimateFormValues) {
    const fields = await onSubmit(values);
    for (const [name, message] of Object.entries(fields)) {
      if (name === 'notes' || name === 'odm') setError(name, { message });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      <div className="rounded-md bg-neutral-50 p-3" aria-live="polite">
        <p className="text-sm text-neutral-700">{t('catalog.estimate.goods')}</p>
        {goods && goodsCny ? (
          <p className="text-lg font-semibold text-neutral-900">
            {formatMoney(goods, locale)}{' '}
            <span className="text-sm font-normal text-neutral-600">
              ({formatMoney(goodsCny, locale)})
            </span>
          </p>
        ) : (
          <p className="text-sm text-neutral-600">{t('catalog.estimate.nothingChosen')}</p>
        )}
        <p className="mt-1 text-xs text-neutral-600">{t('catalog.estimate.goodsHint')}</p>
      </div>
      <CheckboxField {...register('odm')} label={t('catalog.estimate.odm')} />
      <TextAreaField
        {...register('notes')}
        label={t('catalog.estimate.notes')}
        hint={t('catalog.estimate.notesHint', { max: FIELD_LIMITS.notesMax })}
        maxLength={FIELD_LIMITS.notesMax}
        rows={2}
        error={fieldText(errors.notes?.message, { max: FIELD_LIMITS.notesMax })}
      />
      {loggedIn && submissions && typeof remaining === 'number' && (
        <p className={`text-sm ${noneLeft ? 'font-medium text-danger-700' : 'text-neutral-700'}`}>
          {noneLeft
            ? t('catalog.estimate.noneLeft', {
                limit: submissions.limit,
                date: intl.formatDate(submissions.next_month_at, { dateStyle: 'medium' }),
              })
            : t('catalog.estimate.left', { remaining, limit: submissions.limit })}
        </p>
      )}
      {loggedIn ? (
        <Button type="submit" disabled={!ready || noneLeft} loading={submitting}>
          {t('catalog.estimate.submit')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={sendToLogin}>
          {t('catalog.estimate.login')}
        </Button>
      )}
    </form>
  );
}
