import {
  useCreateProductFromRequestMutation,
  useUploadCatalogImageMutation,
} from '@storefront/api';
import { Alert, Button, SelectField, TextAreaField, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogOpener, StaffFormDialog, useCloseDialog, useStaffForm } from '../../../shared/forms';
import { useBackofficeLocale } from '../../../shared/locale';
import { enqueueToast } from '../../../shared/notify';
import type { CreateProductBody, CreateProductForm } from './create-product-form-schema';
import {
  createProductFormSchema,
  EMPTY_PRICE_TIER,
  EMPTY_SIZE,
  EMPTY_VARIANT,
  serverFieldsOf,
} from './create-product-form-schema';

export interface CreateProductDialogProps {
  readonly requestId: string;
  readonly customerName: string;
  /** The request's marketplace link; null for a photo request, whose form asks for one. */
  readonly link: string | null;
}

/**
 * Without a catalogue provider nothing fills in a requested product: staff enter it from the
 * marketplace page (title, pictures, variants with their sizes, yuan prices, minimum, multiple,
 * stock), and the gateway resolves the request with it and tells the customer (decision 283).
 */
export function CreateProductDialog(props: CreateProductDialogProps) {
  return (
    <DialogOpener size="sm" label={<FormattedMessage id="backoffice.productRequests.create" />}>
      <CreateProductForm {...props} />
    </DialogOpener>
  );
}

const t = (id: string) => `backoffice.productRequests.create.${id}`;

function CreateProductForm({ requestId, customerName, link }: CreateProductDialogProps) {
  const intl = useIntl();
  const { locale } = useBackofficeLocale();
  const close = useCloseDialog();
  const [create] = useCreateProductFromRequestMutation();
  const form = useStaffForm(createProductFormSchema(locale, link === null), {
    link: '',
    title: '',
    description: '',
    images: [],
    variants: [{ ...EMPTY_VARIANT, sub_variants: [] }],
    price_tiers: [],
  });
  const { register, control, errors, getValues, mutationDialog } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const text = (id: string) => intl.formatMessage({ id: t(id) });

  const dialog = mutationDialog(
    (body) => create({ params: { requestId }, body }),
    // Built from the boxes on screen, so a refusal of variant 3's stock lands under that box.
    serverFieldsOf(getValues()) as Parameters<typeof mutationDialog>[1],
    () => {
      close();
      enqueueToast(text('done'), { variant: 'success' });
    },
  );

  return (
    <StaffFormDialog
      {...dialog}
      title={<FormattedMessage id={t('title')} values={{ customer: customerName }} />}
      submitLabel={<FormattedMessage id={t('submit')} />}
      formClassName="flex flex-col gap-4"
    >
      {link === null ? (
        <TextField
          {...register('link')}
          inputMode="url"
          label={text('link')}
          hint={text('linkHint')}
          error={errors.link?.message}
          required
        />
      ) : (
        <p className="text-sm break-all text-neutral-700">{link}</p>
      )}
      <TextField
        {...register('title')}
        label={text('productTitle')}
        error={errors.title?.message}
        required
      />
      <TextAreaField
        {...register('description')}
        label={text('description')}
        error={errors.description?.message}
        rows={3}
      />
      <PicturesField control={control} error={errors.images?.message} />
      <fieldset className="flex flex-col gap-4">
        <legend className="text-sm font-semibold">
          <FormattedMessage id={t('variants')} />
        </legend>
        {errors.variants?.message && (
          <p className="text-sm text-red-700">{errors.variants.message}</p>
        )}
        {variants.fields.map((field, index) => (
          <VariantFields
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={variants.fields.length > 1 ? () => variants.remove(index) : null}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => variants.append({ ...EMPTY_VARIANT, sub_variants: [] })}
          >
            <FormattedMessage id={t('addVariant')} />
          </Button>
        </div>
      </fieldset>
      <PriceTierFields control={control} register={register} errors={errors} />
    </StaffFormDialog>
  );
}

/** The product's pictures: each is uploaded as soon as it is chosen, then listed with its thumbnail. */
function PicturesField({
  control,
  error,
}: {
  readonly control: Control<CreateProductForm, unknown, CreateProductBody>;
  readonly error: string | undefined;
}) {
  const intl = useIntl();
  const pictures = useFieldArray({ control, name: 'images' });
  const [upload, uploading] = useUploadCatalogImageMutation();
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    setFailure(null);
    for (const file of files) {
      const result = await upload({ files: { image: [file] } });
      if (result.error || !result.data) {
        const message =
          result.error && 'message' in result.error ? String(result.error.message) : null;
        setFailure(message ?? intl.formatMessage({ id: 'backoffice.common.genericError' }));
        return;
      }
      pictures.append(result.data);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">
        <FormattedMessage id={t('pictures')} />
      </legend>
      {failure && <Alert tone="error">{failure}</Alert>}
      {error && <p className="text-sm text-red-700">{error}</p>}
      {pictures.fields.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {pictures.fields.map((picture, index) => (
            <li key={picture.id} className="flex flex-col items-center gap-1">
              <img
                src={picture.url}
                alt={intl.formatMessage({ id: t('picture') }, { number: index + 1 })}
                className="size-20 rounded object-cover"
              />
              <Button variant="secondary" size="sm" onClick={() => pictures.remove(index)}>
                <FormattedMessage id={t('removePicture')} values={{ number: index + 1 }} />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span>
          <FormattedMessage id={t('addPicture')} />
        </span>
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={uploading.isLoading}
          onChange={(event) => void choose(event)}
        />
      </label>
    </fieldset>
  );
}

/**
 * The supplier's price by quantity (1688's tiers, decision 301): from a number of units on, each
 * costs this, for every variant alike. Optional; two steps at least, minimums ascending.
 */
function PriceTierFields({
  control,
  register,
  errors,
}: Pick<VariantFieldsProps, 'control' | 'register' | 'errors'>) {
  const intl = useIntl();
  const tiers = useFieldArray({ control, name: 'price_tiers' });
  const label = (id: string, number: number) => intl.formatMessage({ id: t(id) }, { number });
  // The form's own check puts a ladder's fault on the array's root; the gateway's on the array.
  const tiersError = errors.price_tiers?.root?.message ?? errors.price_tiers?.message;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">
        <FormattedMessage id={t('priceTiers')} />
      </legend>
      <p className="text-sm text-neutral-700">
        <FormattedMessage id={t('priceTiersHint')} />
      </p>
      {tiersError && <p className="text-sm text-red-700">{tiersError}</p>}
      {tiers.fields.map((field, index) => {
        const own = errors.price_tiers?.[index];
        const number = index + 1;
        return (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-3">
            <TextField
              {...register(`price_tiers.${index}.min_quantity`)}
              inputMode="numeric"
              label={label('tierMinQuantity', number)}
              error={own?.min_quantity?.message}
              required
            />
            <TextField
              {...register(`price_tiers.${index}.unit_price_cny`)}
              inputMode="decimal"
              label={label('tierPrice', number)}
              error={own?.unit_price_cny?.message}
              required
            />
            <div>
              <Button variant="secondary" size="sm" onClick={() => tiers.remove(index)}>
                {label('removeTier', number)}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => tiers.append({ ...EMPTY_PRICE_TIER })}>
          <FormattedMessage id={t('addTier')} />
        </Button>
      </div>
    </fieldset>
  );
}

interface VariantFieldsProps {
  readonly index: number;
  readonly control: Control<CreateProductForm, unknown, CreateProductBody>;
  readonly register: UseFormRegister<CreateProductForm>;
  readonly errors: FieldErrors<CreateProductForm>;
  readonly onRemove: (() => void) | null;
}

/** One variant (usually a colour) with its supplier facts and its sizes. */
function VariantFields({ index, control, register, errors, onRemove }: VariantFieldsProps) {
  const intl = useIntl();
  const sizes = useFieldArray({ control, name: `variants.${index}.sub_variants` });
  const pictures = useWatch({ control, name: 'images' });
  const own = errors.variants?.[index];
  const number = index + 1;
  const label = (id: string) => intl.formatMessage({ id: t(id) }, { number });
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium">{label('variant')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...register(`variants.${index}.name`)}
          label={label('variantName')}
          error={own?.name?.message}
          required
        />
        <SelectField
          {...register(`variants.${index}.image`)}
          label={label('variantPicture')}
          error={own?.image?.message}
          options={[
            { value: '', label: intl.formatMessage({ id: t('noPicture') }) },
            ...pictures.map((picture, pictureIndex) => ({
              value: picture.path,
              label: intl.formatMessage({ id: t('picture') }, { number: pictureIndex + 1 }),
            })),
          ]}
        />
        <TextField
          {...register(`variants.${index}.price_cny`)}
          inputMode="decimal"
          label={label('price')}
          error={own?.price_cny?.message}
          required
        />
        <TextField
          {...register(`variants.${index}.weight_grams`)}
          inputMode="numeric"
          label={label('weight')}
          error={own?.weight_grams?.message}
          required
        />
        <TextField
          {...register(`variants.${index}.min_quantity`)}
          inputMode="numeric"
          label={label('minQuantity')}
          error={own?.min_quantity?.message}
          required
        />
        <TextField
          {...register(`variants.${index}.multiple`)}
          inputMode="numeric"
          label={label('multiple')}
          hint={intl.formatMessage({ id: t('multipleHint') })}
          error={own?.multiple?.message}
          required
        />
        <TextField
          {...register(`variants.${index}.stock`)}
          inputMode="numeric"
          label={label('stock')}
          error={own?.stock?.message}
          required
        />
      </div>
      {sizes.fields.map((field, sizeIndex) => {
        const size = own?.sub_variants?.[sizeIndex];
        const sizeLabel = (id: string) =>
          intl.formatMessage({ id: t(id) }, { number, size: sizeIndex + 1 });
        return (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-4">
            <TextField
              {...register(`variants.${index}.sub_variants.${sizeIndex}.name`)}
              label={sizeLabel('sizeName')}
              error={size?.name?.message}
              required
            />
            <TextField
              {...register(`variants.${index}.sub_variants.${sizeIndex}.price_cny`)}
              inputMode="decimal"
              label={sizeLabel('sizePrice')}
              error={size?.price_cny?.message}
              required
            />
            <TextField
              {...register(`variants.${index}.sub_variants.${sizeIndex}.stock`)}
              inputMode="numeric"
              label={sizeLabel('sizeStock')}
              error={size?.stock?.message}
              required
            />
            <div>
              <Button variant="secondary" size="sm" onClick={() => sizes.remove(sizeIndex)}>
                {sizeLabel('removeSize')}
              </Button>
            </div>
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => sizes.append({ ...EMPTY_SIZE })}>
          {label('addSize')}
        </Button>
        {onRemove && (
          <Button variant="secondary" size="sm" onClick={onRemove}>
            {label('removeVariant')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
