import { describe, expect, it } from 'vitest';
import { addressLine } from './address-line';

const PLACE = {
  alamat: 'Jl. Kebon Jeruk Raya No. 29',
  building_name: 'Gedung Graha Niaga Lt. 5',
  kelurahan: 'Kebon Jeruk',
  kecamatan: 'Kebon Jeruk',
  kota: 'Jakarta Barat',
  provinsi: 'DKI Jakarta',
  kode_pos: '11530',
};

describe('addressLine', () => {
  it('reads from the street to the postal code', () => {
    expect(addressLine(PLACE)).toBe(
      'Jl. Kebon Jeruk Raya No. 29, Gedung Graha Niaga Lt. 5, Kebon Jeruk, Kebon Jeruk, Jakarta Barat, DKI Jakarta, 11530',
    );
  });

  it('leaves out what the address does not have', () => {
    expect(addressLine({ ...PLACE, building_name: '', kelurahan: '' })).toBe(
      'Jl. Kebon Jeruk Raya No. 29, Kebon Jeruk, Jakarta Barat, DKI Jakarta, 11530',
    );
  });
});
