import {
  addressLabelSchema,
  addressLineSchema,
  areaIdSchema,
  buildingNameSchema,
  emailSchema,
  notesSchema,
  personNameSchema,
  phoneSchema,
  postalCodeSchema,
} from '@storefront/domain';
import { z } from 'zod';
import { idSchema } from '../shared/primitives.schema';

/**
 * What a customer types into the address form. Field names are SPEC §3's (Indonesian, as the
 * existing data carries them); the area is given by the four ids of the area lookup (province,
 * city, district, subdistrict — `id_kelurahan` follows the spec's naming for the fourth level)
 * and the server fills in the names.
 */
export const addressInputSchema = z.object({
  label: addressLabelSchema,
  nama_depan: personNameSchema,
  nama_belakang: personNameSchema,
  telepon: phoneSchema,
  email: emailSchema.optional(),
  alamat: addressLineSchema,
  building_name: buildingNameSchema.default(''),
  notes: notesSchema.default(''),
  id_provinsi: areaIdSchema,
  id_kabupaten: areaIdSchema,
  id_kecamatan: areaIdSchema,
  id_kelurahan: areaIdSchema,
  kode_pos: postalCodeSchema,
  /** The main-address flag: the address checkout preselects. */
  is_main: z.boolean().default(false),
});

/**
 * A stored address. `provinsi`, `kabupaten`, `kecamatan`, `kelurahan` are the names of the
 * chosen area ids; `kota` is the city as a parcel label prints it. `is_complete` is false for addresses saved
 * before a required field existed: checkout asks the customer to complete them first.
 */
export const addressSchema = z.object({
  id: idSchema,
  label: z.string(),
  nama_depan: z.string(),
  nama_belakang: z.string(),
  telepon: z.string(),
  email: z.string().nullable(),
  alamat: z.string(),
  building_name: z.string(),
  notes: z.string(),
  id_provinsi: z.string(),
  provinsi: z.string(),
  id_kabupaten: z.string(),
  kabupaten: z.string(),
  id_kecamatan: z.string(),
  kecamatan: z.string(),
  id_kelurahan: z.string(),
  kelurahan: z.string(),
  kota: z.string(),
  kode_pos: z.string(),
  is_main: z.boolean(),
  is_complete: z.boolean(),
});
