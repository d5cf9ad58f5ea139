import { makeAddress, signInForTests, useErrorCase, useSuccessCase } from '@storefront/api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import '@storefront/ui-support/testing/patient-queries';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../testing/mock-server';
import { renderScreen } from '../../testing/render-screen';
import AddressesScreen from './addresses-screen';
import id from './i18n/id-ID';

function renderAddresses() {
  return renderScreen(<AddressesScreen />, { routePath: 'account/addresses' });
}

function recordWrites() {
  const writes: { method: string; path: string; body: unknown }[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    const path = new URL(request.url).pathname;
    void request
      .clone()
      .text()
      .then((text) =>
        writes.push({ method: request.method, path, body: text ? JSON.parse(text) : null }),
      );
  });
  return writes;
}

// Screens render the whole form stack; on a loaded machine under coverage a flow takes seconds.
describe('AddressesScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInForTests();
  });
  afterEach(() => mockServer.events.removeAllListeners());

  it('lists the address book, the main address marked', async () => {
    await renderAddresses();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Rumah');
    expect(items[0]).toHaveTextContent(id['account.address.main']);
    expect(items[0]).toHaveTextContent('Jl. Kebon Jeruk Raya No. 27');
    expect(items[0]).toHaveTextContent(
      'Kebon Jeruk, Kebon Jeruk, Jakarta Barat, DKI Jakarta 11530',
    );
    expect(within(items[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Kantor');
    expect(items[1]).toHaveTextContent('Gedung Graha Niaga Lt. 5');
    expect(screen.getByRole('link', { name: 'Ubah Kantor' })).toHaveAttribute(
      'href',
      '/id-ID/account/addresses/adr-2',
    );
    expect(screen.getByRole('link', { name: id['account.address.add'] })).toHaveAttribute(
      'href',
      '/id-ID/account/addresses/new',
    );
  });

  it('writes a Thai address’s postal code once, though its fourth area is named by it', async () => {
    useSuccessCase(mockServer, 'listAddresses', [
      makeAddress(0, {
        kelurahan: '10500',
        kecamatan: 'มหาพฤฒาราม',
        kota: 'บางรัก',
        kabupaten: 'บางรัก',
        provinsi: 'กรุงเทพมหานคร',
        kode_pos: '10500',
      }),
    ]);
    await renderAddresses();
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('มหาพฤฒาราม, บางรัก, กรุงเทพมหานคร 10500');
    expect(item?.textContent?.match(/10500/g)).toHaveLength(1);
  });

  it('makes another address the main one, sending it back unchanged', async () => {
    const writes = recordWrites();
    const { user } = await renderAddresses();
    expect(screen.queryByRole('button', { name: 'Jadikan Rumah alamat utama' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Jadikan Kantor alamat utama' }));

    expect(await screen.findByText(id['account.address.mainSaved'])).toBeInTheDocument();
    const office = makeAddress(1);
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/oci/customer/alamat',
        body: {
          id: office.id,
          label: 'Office',
          nama_depan: office.nama_depan,
          nama_belakang: office.nama_belakang,
          telepon: office.telepon,
          alamat: office.alamat,
          building_name: office.building_name,
          notes: '',
          id_provinsi: office.id_provinsi,
          id_kabupaten: office.id_kabupaten,
          id_kecamatan: office.id_kecamatan,
          id_kelurahan: office.id_kelurahan,
          kode_pos: office.kode_pos,
          is_main: true,
        },
      },
    ]);
  });

  it('says why the main address could not be changed', async () => {
    useErrorCase(mockServer, 'updateAddress', 422, {
      status: 422,
      message: 'Alamat tidak valid',
      data: { code: 'address_invalid' },
    });
    const { user } = await renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Jadikan Kantor alamat utama' }));
    expect(await screen.findByText('Alamat tidak valid')).toBeInTheDocument();
  });

  it('deletes an address after a confirmation', async () => {
    const writes = recordWrites();
    const { user } = await renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Hapus Kantor' }));
    const dialog = screen.getByRole('dialog', { name: id['account.address.deleteTitle'] });
    expect(dialog).toHaveTextContent('Alamat Kantor akan dihapus');
    await user.click(within(dialog).getByRole('button', { name: id['account.delete'] }));

    expect(await screen.findByText(id['account.address.deleted'])).toBeInTheDocument();
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'DELETE', path: '/api/oci/customer/alamat/adr-2', body: null },
      ]),
    );
  });

  it('says why an address could not be deleted', async () => {
    useErrorCase(mockServer, 'deleteAddress', 404);
    const { user } = await renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Hapus Kantor' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: id['account.delete'] }),
    );
    expect(await screen.findByText('Data tidak ditemukan')).toBeInTheDocument();
  });

  it('shows a label of the customer as typed and warns about an incomplete address', async () => {
    useSuccessCase(mockServer, 'listAddresses', [
      makeAddress(0, {
        label: 'Gudang Cikarang',
        is_complete: false,
        kecamatan: '',
        kelurahan: '',
      }),
    ]);
    await renderAddresses();
    expect(await screen.findByRole('heading', { name: 'Gudang Cikarang' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(id['account.address.incomplete']);
  });

  it('invites to add the first address', async () => {
    useSuccessCase(mockServer, 'listAddresses', []);
    await renderAddresses();
    expect(
      await screen.findByRole('heading', { name: id['account.addresses.emptyTitle'] }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: id['account.address.add'] })).toBeInTheDocument();
  });

  it('says the address book could not be loaded', async () => {
    useErrorCase(mockServer, 'listAddresses', 404);
    await renderAddresses();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
  });
});
