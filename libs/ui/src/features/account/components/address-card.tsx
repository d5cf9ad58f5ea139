import { Alert, Badge, Button, buttonClassName, Card } from '@storefront/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalePath } from '../../../shared/routing';
import type { Address } from '../support/address-body';
import { labelPreset } from '../support/address-body';

/** The message id of each preset label's name. */
export const LABEL_NAME_IDS = {
  Home: 'account.address.label.home',
  Office: 'account.address.label.office',
  Other: 'account.address.label.other',
} as const;

/** A label as the customer reads it: a preset in their language, their own text as typed. */
export function AddressLabel({ label }: { readonly label: string }) {
  const preset = labelPreset(label);
  return preset ? <FormattedMessage id={LABEL_NAME_IDS[preset]} /> : <>{label}</>;
}

export interface AddressCardProps {
  readonly address: Address;
  readonly onMakeMain: () => void;
  readonly onDelete: () => void;
  readonly makingMain: boolean;
}

/** One address of the book, with its actions. */
export function AddressCard({ address, onMakeMain, onDelete, makingMain }: AddressCardProps) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const name = `${address.nama_depan} ${address.nama_belakang}`;
  // A Thai address's fourth area is its postal code (the gateway's Thai areas), already written
  // after the area: the code once, not twice.
  const area = [
    address.kelurahan,
    address.kecamatan,
    address.kota || address.kabupaten,
    address.provinsi,
  ]
    .filter((part) => part && part !== address.kode_pos)
    .join(', ');
  const preset = labelPreset(address.label);
  const labelText = preset ? intl.formatMessage({ id: LABEL_NAME_IDS[preset] }) : address.label;
  return (
    <Card as="li">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-neutral-900">
            <AddressLabel label={address.label} />
          </h2>
          {address.is_main && (
            <Badge tone="primary">
              <FormattedMessage id="account.address.main" />
            </Badge>
          )}
        </div>
        <address className="text-sm not-italic text-neutral-800">
          <p className="font-medium">{name}</p>
          <p dir="ltr" className="text-start">
            {address.telepon}
          </p>
          <p>{address.alamat}</p>
          {address.building_name && <p>{address.building_name}</p>}
          <p>
            {area} {address.kode_pos}
          </p>
          {address.notes && <p className="text-neutral-600">{address.notes}</p>}
        </address>
        {!address.is_complete && (
          <Alert tone="warning">
            <FormattedMessage id="account.address.incomplete" />
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Link
            to={localePath(`account/addresses/${encodeURIComponent(address.id)}`)}
            aria-label={intl.formatMessage(
              { id: 'account.address.editNamed' },
              { label: labelText },
            )}
            className={buttonClassName('ghost', 'sm')}
          >
            <FormattedMessage id="account.edit" />
          </Link>
          {!address.is_main && (
            <Button
              variant="secondary"
              size="sm"
              loading={makingMain}
              aria-label={intl.formatMessage(
                { id: 'account.address.makeMainNamed' },
                { label: labelText },
              )}
              onClick={onMakeMain}
            >
              <FormattedMessage id="account.address.makeMain" />
            </Button>
          )}
          <Button
            variant="danger"
            size="sm"
            aria-label={intl.formatMessage(
              { id: 'account.address.deleteNamed' },
              { label: labelText },
            )}
            onClick={onDelete}
          >
            <FormattedMessage id="account.delete" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
