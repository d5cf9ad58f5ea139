import {
  errorEnvelope,
  makeAddress,
  signInForTests,
  useErrorCase,
  useSuccessCase,
} from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fieldLabel, fill, LocationProbe } from '@storefront/ui-support/testing';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import { watchRequests } from '../../testing/watch-requests';
import AddressFormScreen from './address-form-screen';
import id from './i18n/id-ID';

function renderNew(url = 'account/addresses/new') {
  return renderScreen(
    <>
      <AddressFormScreen />
      <LocationProbe />
    </>,
    { routePath: '*', url },
  );
}

function renderEdit(addressId: string) {
  return renderScreen(<AddressFormScreen />, {
    routePath: 'account/addresses/:addressId',
    url: `account/addresses/${addressId}`,
  });
}

type User = Awaited<ReturnType<typeof renderNew>>['user'];
const input = (key: keyof typeof id) => screen.getByLabelText(fieldLabel(id[key]));

async function choose(user: User, key: keyof typeof id, option: string) {
  const select = await screen.findByLabelText(fieldLabel(id[key]));
  await within(select).findByRole('option', { name: option });
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, option);
}

async function fillArea(user: User) {
  await choose(user, 'account.address.province', 'DKI Jakarta');
  await choose(user, 'account.address.city', 'Jakarta Barat');
  await choose(user, 'account.address.district', 'Kebon Jeruk');
  await choose(user, 'account.address.subdistrict', 'Sukabumi Utara');
}

async function fillRecipient(user: User) {
  await fill(user, input('account.field.firstName'), 'Budi');
  await fill(user, input('account.field.lastName'), 'Santoso');
  await fill(user, input('account.field.phone'), '0812 9876 5432');
  await fill(user, input('account.address.addressLine'), 'Jl. Panjang No. 5, RT 02/RW 03');
}

const save = () => screen.getByRole('button', { name: id['account.save'] });

function recordWrites() {
  const writes: { method: string; body: unknown }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    void request
      .clone()
      .json()
      .then((body) => writes.push({ method: request.method, body }));
  });
  return writes;
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('AddressFormScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it('adds an address through the area cascade, the postal code filled from the subdistrict', async () => {
    const writes = recordWrites();
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    // The market has one region: it is chosen, not asked.
    expect(screen.queryByLabelText(fieldLabel(id['account.address.region']))).toBeNull();
    expect(input('account.field.phone')).toHaveValue('+6281234567890');

    await user.click(screen.getByRole('radio', { name: id['account.address.label.office'] }));
    await fillRecipient(user);
    await fillArea(user);
    expect(input('account.address.postalCode')).toHaveValue('11540');
    await user.click(save());

    expect(await screen.findByText(id['account.address.saved'])).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/account/addresses'),
    );
    expect(writes).toEqual([
      {
        method: 'POST',
        body: {
          label: 'Office',
          nama_depan: 'Budi',
          nama_belakang: 'Santoso',
          telepon: '+6281298765432',
          alamat: 'Jl. Panjang No. 5, RT 02/RW 03',
          building_name: '',
          notes: '',
          id_provinsi: '31',
          id_kabupaten: '3174',
          id_kecamatan: '3174040',
          id_kelurahan: '3174040002',
          kode_pos: '11540',
          is_main: false,
        },
      },
    ]);
  });

  it('takes a label of the customer’s own, and needs one', async () => {
    const writes = recordWrites();
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await user.click(screen.getByRole('radio', { name: id['account.address.label.custom'] }));
    await fillRecipient(user);
    await fillArea(user);
    await user.click(save());
    await waitFor(() =>
      expect(input('account.address.customLabel')).toHaveAccessibleDescription('Wajib diisi'),
    );
    expect(input('account.address.customLabel')).toHaveAttribute('maxlength', '100');

    await fill(user, input('account.address.customLabel'), 'Gudang Cikarang');
    await user.click(save());
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ label: 'Gudang Cikarang' });
  });

  it("shows 'Alamat berada di luar jangkauan pengiriman' when the gateway refuses the area", async () => {
    useErrorCase(mockServer, 'createAddress', 422, errorEnvelope('address_out_of_range', 'id'));
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await fillRecipient(user);
    await fillArea(user);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alamat berada di luar jangkauan pengiriman',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/account/addresses/new');
  });

  it('shows the field errors of the gateway under their fields', async () => {
    useErrorCase(
      mockServer,
      'createAddress',
      400,
      errorEnvelope('validation_failed', 'id', { kode_pos: 'field.postal_code' }),
    );
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await fillRecipient(user);
    await fillArea(user);
    await user.click(save());
    await waitFor(() =>
      expect(input('account.address.postalCode')).toHaveAccessibleDescription(
        'Kode pos tidak valid',
      ),
    );
  });

  it('keeps the typed postal code where the area data knows none, and fills it where it does', async () => {
    useSuccessCase(mockServer, 'listAreaSubdistricts', [
      { id: '3174040001', name: 'Kebon Jeruk', postal_code: null },
      { id: '3174040002', name: 'Sukabumi Utara', postal_code: '11540' },
    ]);
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await fill(user, input('account.address.postalCode'), '11530');
    await choose(user, 'account.address.province', 'DKI Jakarta');
    await choose(user, 'account.address.city', 'Jakarta Barat');
    await choose(user, 'account.address.district', 'Kebon Jeruk');
    await choose(user, 'account.address.subdistrict', 'Kebon Jeruk');
    expect(input('account.address.postalCode')).toHaveValue('11530');
    await choose(user, 'account.address.subdistrict', 'Sukabumi Utara');
    expect(input('account.address.postalCode')).toHaveValue('11540');
  });

  it('refuses a postal code that is not Indonesia’s five digits before sending', async () => {
    const sent = watchRequests('/oci/customer/alamat', 'POST');
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await fillRecipient(user);
    await fillArea(user);
    await user.clear(input('account.address.postalCode'));
    await user.type(input('account.address.postalCode'), 'abcde');
    await user.click(save());
    await waitFor(() =>
      expect(input('account.address.postalCode')).toHaveAccessibleDescription(
        'Kode pos tidak valid',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('checks every required field before sending', async () => {
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await user.click(save());
    await waitFor(() =>
      expect(input('account.field.firstName')).toHaveAccessibleDescription('Wajib diisi'),
    );
    for (const key of [
      'account.address.province',
      'account.address.city',
      'account.address.district',
      'account.address.subdistrict',
      'account.address.postalCode',
    ] as const) {
      expect(input(key)).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('empties the lower levels when a higher one changes', async () => {
    const { user } = await renderNew();
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await fillArea(user);
    await user.selectOptions(input('account.address.province'), 'Banten');
    expect(input('account.address.city')).toHaveValue('');
    expect(input('account.address.district')).toBeDisabled();
    expect(input('account.address.subdistrict')).toBeDisabled();
  });

  it('goes back to where it was opened from (checkout) once saved', async () => {
    const { user } = await renderNew('account/addresses/new?next=%2Fid-ID%2Fcheckout%2FG-1');
    await screen.findByLabelText(fieldLabel(id['account.address.province']));
    await fillRecipient(user);
    await fillArea(user);
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/id-ID/checkout/G-1'),
    );
  });

  it('makes the first address the main one', async () => {
    useSuccessCase(mockServer, 'listAddresses', []);
    await renderNew();
    const main = await screen.findByRole('checkbox', { name: id['account.address.isMain'] });
    expect(main).toBeChecked();
    expect(main).toBeDisabled();
    expect(main).toHaveAccessibleDescription(id['account.address.firstIsMain']);
  });

  it('edits an address with its stored choices shown', async () => {
    const writes = recordWrites();
    const { user } = await renderEdit('adr-2');
    // Each level shows its stored choice once its own list has arrived, in any order.
    await waitFor(() => {
      expect(input('account.address.province')).toHaveValue('31');
      expect(input('account.address.city')).toHaveValue('3174');
      expect(input('account.address.district')).toHaveValue('3174040');
      expect(input('account.address.subdistrict')).toHaveValue('3174040001');
    });
    expect(screen.getByRole('radio', { name: id['account.address.label.office'] })).toBeChecked();
    expect(input('account.address.buildingName')).toHaveValue('Gedung Graha Niaga Lt. 5');

    await fill(user, input('account.address.notes'), 'Titip di satpam');
    await user.click(save());
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      body: expect.objectContaining({
        id: 'adr-2',
        label: 'Office',
        notes: 'Titip di satpam',
        id_kelurahan: '3174040001',
        is_main: false,
      }),
    });
  });

  it('keeps a custom label when editing, and says the main address stays main', async () => {
    useSuccessCase(mockServer, 'listAddresses', [makeAddress(0, { label: 'Toko Pusat' })]);
    await renderEdit('adr-1');
    expect(
      await screen.findByRole('radio', { name: id['account.address.label.custom'] }),
    ).toBeChecked();
    expect(input('account.address.customLabel')).toHaveValue('Toko Pusat');
    expect(screen.getByRole('checkbox', { name: id['account.address.isMain'] })).toBeDisabled();
    expect(screen.getByText(id['account.address.stillMain'])).toBeInTheDocument();
  });

  it('says when the address to edit is not in the book', async () => {
    await renderEdit('adr-404');
    expect(await screen.findByRole('alert')).toHaveTextContent(id['account.address.notFound']);
  });

  it('asks for the region where the market has several', async () => {
    useSuccessCase(mockServer, 'listAreaRegions', [
      { id: 'ID-JW', name: 'Jawa' },
      { id: 'ID-SM', name: 'Sumatera' },
    ]);
    const { user } = await renderNew();
    await choose(user, 'account.address.region', 'Jawa');
    await choose(user, 'account.address.province', 'DKI Jakarta');
    await waitFor(() => expect(input('account.address.city')).toBeEnabled());
  });

  it('says when a level of the area cannot be listed, and lists it again on request', async () => {
    useErrorCase(mockServer, 'listAreaCities', 404, undefined, { once: true });
    const { user } = await renderNew();
    await choose(user, 'account.address.province', 'DKI Jakarta');
    await waitFor(() =>
      expect(input('account.address.city')).toHaveAccessibleDescription('Data tidak ditemukan'),
    );
    await user.click(screen.getByRole('button', { name: id['account.retry'] }));
    await choose(user, 'account.address.city', 'Jakarta Barat');
  });

  it('says when the regions cannot be listed', async () => {
    useErrorCase(mockServer, 'listAreaRegions', 404);
    await renderNew();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
    expect(input('account.address.province')).toBeDisabled();
  });

  it('says when the address book cannot be loaded', async () => {
    useErrorCase(mockServer, 'listAddresses', 404);
    await renderEdit('adr-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
