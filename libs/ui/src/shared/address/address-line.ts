/** The parts of a stored address (libs/contract's addressSchema) that say where it is. */
export interface AddressPlace {
  readonly alamat: string;
  readonly building_name: string;
  readonly kelurahan: string;
  readonly kecamatan: string;
  readonly kota: string;
  readonly provinsi: string;
  readonly kode_pos: string;
}

/**
 * Where an address is, on one line: street, building, subdistrict, district, city, province and
 * postal code, leaving out the empty ones (most addresses have no building; an address saved
 * before a field existed lacks it), so checkout and an order show one address alike.
 */
export function addressLine(address: AddressPlace): string {
  return [
    address.alamat,
    address.building_name,
    address.kelurahan,
    address.kecamatan,
    address.kota,
    address.provinsi,
    address.kode_pos,
  ]
    .filter((part) => part !== '')
    .join(', ');
}
