import { skipToken } from '@reduxjs/toolkit/query';
import {
  useCreateAddressMutation,
  useListAddressesQuery,
  useListAreaCitiesQuery,
  useListAreaDistrictsQuery,
  useListAreaProvincesQuery,
  useListAreaRegionsQuery,
  useListAreaSubdistrictsQuery,
  useUpdateAddressMutation,
} from '@storefront/api';
import {
  ADDRESS_LABEL_PRESETS,
  createAddressFormSchema,
  FIELD_LIMITS,
  isGuest,
} from '@storefront/domain';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  RadioGroup,
  TextAreaField,
  TextField,
} from '@storefront/ui-kit';
import {
  QueryFeedback,
  QueryResultFeedback,
  TextLink,
  toApiError,
  useSchemaForm,
} from '@storefront/ui-support';
import type { ServerFieldMap } from '@storefront/ui-support';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PersonNameFields, PhoneField } from '../../shared/form-fields';
import { enqueueToast } from '../../shared/notify';
import {
  RETURN_PATH_PARAM,
  safeReturnPath,
  useLanguage,
  useLocale,
  useLocalePath,
} from '../../shared/routing';
import { useMarket, useSession } from '../../shared/session';
import { AccountPage } from './components/account-page';
import { LABEL_NAME_IDS } from './components/address-card';
import { AreaSelect } from './components/area-select';
import type { Address, AddressLabelPreset } from './support/address-body';
import { labelPreset } from './support/address-body';

type AddressFormInput = z.input<ReturnType<typeof createAddressFormSchema>>;

const SERVER_FIELDS: ServerFieldMap<AddressFormInput> = {
  label: 'label',
  nama_depan: 'firstName',
  nama_belakang: 'lastName',
  telepon: 'phone',
  alamat: 'addressLine',
  building_name: 'buildingName',
  notes: 'notes',
  id_provinsi: 'provinceId',
  id_kabupaten: 'cityId',
  id_kecamatan: 'districtId',
  id_kelurahan: 'subdistrictId',
  kode_pos: 'postalCode',
  is_main: 'isMain',
};

/** A preset label, or one the customer types. */
type LabelChoice = AddressLabelPreset | 'custom';
const CUSTOM_LABEL = 'custom';

/** The fields below a level of the area cascade: choosing a level empties them. */
const BELOW = {
  provinceId: ['cityId', 'districtId', 'subdistrictId'],
  cityId: ['districtId', 'subdistrictId'],
  districtId: ['subdistrictId'],
} as const;

interface AddressFormProps {
  /** The address being edited; null for a new one. */
  readonly address: Address | null;
  /** A new customer's first address is the main one whatever the box says (decision 073). */
  readonly firstAddress: boolean;
}

function AddressForm({ address, firstAddress }: AddressFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const locale = useLocale();
  const market = useMarket();
  const session = useSession();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [create, creating] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const [labelChoice, setLabelChoice] = useState<LabelChoice>(() =>
    address ? (labelPreset(address.label) ?? CUSTOM_LABEL) : 'Home',
  );
  const [chosenRegion, setChosenRegion] = useState('');
  const schema = useMemo(() => createAddressFormSchema(market.country), [market.country]);
  const {
    control,
    register,
    setValue,
    errors,
    formState: { isSubmitted },
    failure,
    refuse,
    submitHandler,
  } = useSchemaForm(schema, language, {
    label: address?.label ?? 'Home',
    firstName: address?.nama_depan ?? '',
    lastName: address?.nama_belakang ?? '',
    phone: address?.telepon ?? (isGuest(session.identity) ? '' : (session.identity.telepon ?? '')),
    addressLine: address?.alamat ?? '',
    buildingName: address?.building_name ?? '',
    provinceId: address?.id_provinsi ?? '',
    cityId: address?.id_kabupaten ?? '',
    districtId: address?.id_kecamatan ?? '',
    subdistrictId: address?.id_kelurahan ?? '',
    postalCode: address?.kode_pos ?? '',
    notes: address?.notes ?? '',
    isMain: firstAddress || (address?.is_main ?? false),
  });
  const [provinceId, cityId, districtId] = useWatch({
    control,
    name: ['provinceId', 'cityId', 'districtId'],
  });

  // Each market has one region (its country, decision 091): it is chosen for the customer.
  const regions = useListAreaRegionsQuery();
  const onlyRegion = regions.data?.length === 1 ? regions.data[0]?.id : undefined;
  const regionId = chosenRegion || onlyRegion || '';
  const provinces = useListAreaProvincesQuery(regionId ? { params: { regionId } } : skipToken);
  const cities = useListAreaCitiesQuery(provinceId ? { params: { provinceId } } : skipToken);
  const districts = useListAreaDistrictsQuery(cityId ? { params: { cityId } } : skipToken);
  const subdistricts = useListAreaSubdistrictsQuery(
    districtId ? { params: { districtId } } : skipToken,
  );

  function chooseLabel(choice: LabelChoice) {
    setLabelChoice(choice);
    setValue('label', choice === CUSTOM_LABEL ? '' : choice, { shouldValidate: isSubmitted });
  }

  function clearBelow(field: keyof typeof BELOW) {
    for (const below of BELOW[field]) setValue(below, '');
  }

  /** The subdistrict names its postal code where the source has one (decision 091). */
  function fillPostalCode(subdistrictId: string) {
    const code = subdistricts.data?.find((area) => area.id === subdistrictId)?.postal_code;
    if (code) setValue('postalCode', code, { shouldValidate: isSubmitted });
  }

  const submit = submitHandler(async (form) => {
    const body = {
      label: form.label,
      nama_depan: form.firstName,
      nama_belakang: form.lastName,
      telepon: form.phone,
      ...(address?.email ? { email: address.email } : {}),
      alamat: form.addressLine,
      building_name: form.buildingName ?? '',
      notes: form.notes ?? '',
      id_provinsi: form.provinceId,
      id_kabupaten: form.cityId,
      id_kecamatan: form.districtId,
      id_kelurahan: form.subdistrictId,
      kode_pos: form.postalCode,
      is_main: form.isMain,
    };
    const result = address
      ? await update({ body: { ...body, id: address.id } })
      : await create({ body });
    if (result.error !== undefined) {
      const fallback = intl.formatMessage({ id: 'account.error.generic' });
      refuse(toApiError(result.error, fallback), SERVER_FIELDS);
      return;
    }
    enqueueToast(intl.formatMessage({ id: 'account.address.saved' }), { variant: 'success' });
    // Checkout sends the customer here to add an address and expects them back.
    const next = searchParams.get(RETURN_PATH_PARAM);
    void navigate(next ? safeReturnPath(next, locale, market) : localePath('account/addresses'), {
      replace: true,
    });
  });

  const field = (id: string) => intl.formatMessage({ id });
  const areaField = (
    name: 'provinceId' | 'cityId' | 'districtId' | 'subdistrictId',
    labelId: string,
    level: Parameters<typeof AreaSelect>[0]['level'],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, onBlur } }) => (
        <AreaSelect
          name={name}
          label={field(labelId)}
          value={value}
          level={level}
          error={errors[name]?.message}
          onBlur={onBlur}
          onChange={(id) => {
            onChange(id);
            if (name === 'subdistrictId') fillPostalCode(id);
            else clearBelow(name);
          }}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {failure && <Alert tone="error">{failure}</Alert>}
      <Card title={<FormattedMessage id="account.address.labelTitle" />}>
        <div className="flex flex-col gap-3">
          <RadioGroup<LabelChoice>
            legend={field('account.field.addressLabel')}
            name="label-choice"
            layout="cards"
            value={labelChoice}
            onChange={chooseLabel}
            options={[
              ...ADDRESS_LABEL_PRESETS.map((preset) => ({
                value: preset,
                label: field(LABEL_NAME_IDS[preset]),
              })),
              { value: CUSTOM_LABEL, label: field('account.address.label.custom') },
            ]}
            error={labelChoice === CUSTOM_LABEL ? undefined : errors.label?.message}
          />
          {labelChoice === CUSTOM_LABEL && (
            <TextField
              {...register('label')}
              maxLength={FIELD_LIMITS.addressLabelMax}
              label={field('account.address.customLabel')}
              error={errors.label?.message}
              required
            />
          )}
        </div>
      </Card>
      <Card title={<FormattedMessage id="account.address.recipientTitle" />}>
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonNameFields
            firstName={{
              ...register('firstName'),
              label: field('account.field.firstName'),
              error: errors.firstName?.message,
            }}
            lastName={{
              ...register('lastName'),
              label: field('account.field.lastName'),
              error: errors.lastName?.message,
            }}
          />
          <PhoneField
            {...register('phone')}
            label={field('account.field.phone')}
            error={errors.phone?.message}
            containerClassName="sm:col-span-2"
            required
          />
        </div>
      </Card>
      <Card title={<FormattedMessage id="account.address.placeTitle" />}>
        <div className="grid gap-4 sm:grid-cols-2">
          {regions.data && regions.data.length > 1 && (
            <AreaSelect
              name="region"
              label={field('account.address.region')}
              value={regionId}
              level={regions}
              onBlur={() => undefined}
              onChange={(id) => {
                setChosenRegion(id);
                setValue('provinceId', '');
                clearBelow('provinceId');
              }}
            />
          )}
          {regions.error && (
            <div className="sm:col-span-2">
              <QueryFeedback
                loading={false}
                error={toApiError(regions.error, field('account.error.generic')).message}
                onRetry={() => void regions.refetch()}
                retrying={regions.isFetching}
                texts={{
                  loading: field('account.loading'),
                  retry: <FormattedMessage id="account.retry" />,
                }}
              />
            </div>
          )}
          {areaField('provinceId', 'account.address.province', regionId ? provinces : null)}
          {areaField('cityId', 'account.address.city', provinceId ? cities : null)}
          {areaField('districtId', 'account.address.district', cityId ? districts : null)}
          {areaField(
            'subdistrictId',
            'account.address.subdistrict',
            districtId ? subdistricts : null,
          )}
          <TextField
            {...register('postalCode')}
            inputMode="numeric"
            autoComplete="postal-code"
            dir="ltr"
            label={field('account.address.postalCode')}
            error={errors.postalCode?.message}
            required
          />
          <TextField
            {...register('buildingName')}
            maxLength={FIELD_LIMITS.buildingNameMax}
            label={field('account.address.buildingName')}
            error={errors.buildingName?.message}
          />
          <TextAreaField
            {...register('addressLine')}
            autoComplete="street-address"
            maxLength={FIELD_LIMITS.addressLineMax}
            label={field('account.address.addressLine')}
            hint={field('account.address.addressLineHint')}
            error={errors.addressLine?.message}
            containerClassName="sm:col-span-2"
            required
          />
          <TextField
            {...register('notes')}
            maxLength={FIELD_LIMITS.notesMax}
            label={field('account.address.notes')}
            hint={intl.formatMessage(
              { id: 'account.address.notesHint' },
              { max: FIELD_LIMITS.notesMax },
            )}
            error={errors.notes?.message}
            containerClassName="sm:col-span-2"
          />
        </div>
      </Card>
      <CheckboxField
        {...register('isMain')}
        label={field('account.address.isMain')}
        hint={
          firstAddress
            ? field('account.address.firstIsMain')
            : address?.is_main
              ? field('account.address.stillMain')
              : undefined
        }
        disabled={firstAddress || address?.is_main}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={creating.isLoading || updating.isLoading}>
          <FormattedMessage id="account.save" />
        </Button>
      </div>
    </form>
  );
}

/**
 * The address form (`account/addresses/new`, `account/addresses/:addressId`): label preset or
 * custom, recipient, the area cascade from the lookup, the main-address flag. `?next=` sends the
 * customer back (checkout) once saved.
 */
export default function AddressFormScreen() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const { addressId } = useParams();
  const addresses = useListAddressesQuery();
  const editing = addressId !== undefined;
  const title = (
    <FormattedMessage id={editing ? 'account.address.editTitle' : 'account.address.newTitle'} />
  );
  const backTo = localePath('account/addresses');

  if (addresses.isLoading || addresses.error || !addresses.data) {
    return (
      <AccountPage title={title} backTo={backTo}>
        <QueryResultFeedback
          query={addresses}
          fallbackError={intl.formatMessage({ id: 'account.error.generic' })}
          busyRetry
          texts={{
            loading: intl.formatMessage({ id: 'account.loading' }),
            retry: <FormattedMessage id="account.retry" />,
          }}
        />
      </AccountPage>
    );
  }
  const address = editing ? addresses.data.find((each) => each.id === addressId) : null;
  if (address === undefined) {
    return (
      <AccountPage title={title} backTo={backTo}>
        <Alert tone="warning">
          <FormattedMessage id="account.address.notFound" />{' '}
          <TextLink to={backTo}>
            <FormattedMessage id="account.address.backToList" />
          </TextLink>
        </Alert>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title} backTo={backTo}>
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        firstAddress={!editing && addresses.data.length === 0}
      />
    </AccountPage>
  );
}
