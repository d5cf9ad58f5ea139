import type { addressInputSchema, addressSchema } from '@storefront/contract';
import { ADDRESS_LABEL_PRESETS } from '@storefront/domain';
import type { z } from 'zod';

export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressLabelPreset = (typeof ADDRESS_LABEL_PRESETS)[number];

/** The preset a stored label is, or null for a label the customer typed. */
export function labelPreset(label: string): AddressLabelPreset | null {
  return ADDRESS_LABEL_PRESETS.find((preset) => preset === label) ?? null;
}

/**
 * A stored address as the body of its update: what the customer typed, unchanged, with the
 * main-address flag set. The gateway answers names; it takes ids (decision 073).
 */
export function addressUpdateBody(
  address: Address,
  isMain: boolean,
): AddressInput & { id: string } {
  return {
    id: address.id,
    label: address.label,
    nama_depan: address.nama_depan,
    nama_belakang: address.nama_belakang,
    telepon: address.telepon,
    ...(address.email ? { email: address.email } : {}),
    alamat: address.alamat,
    building_name: address.building_name,
    notes: address.notes,
    id_provinsi: address.id_provinsi,
    id_kabupaten: address.id_kabupaten,
    id_kecamatan: address.id_kecamatan,
    id_kelurahan: address.id_kelurahan,
    kode_pos: address.kode_pos,
    is_main: isMain,
  };
}
