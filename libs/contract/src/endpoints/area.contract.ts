import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { idSchema } from '../shared/primitives.schema';

/** One choice of the area lookup. */
export const areaSchema = z.object({ id: z.string(), name: z.string() });

/** The last level also tells the postal code, which fills kode_pos in the address form. */
export const subdistrictSchema = areaSchema.extend({ postal_code: z.string().nullable() });

export const listAreaRegions = defineEndpoint({
  id: 'listAreaRegions',
  method: 'GET',
  path: '/address/area',
  auth: 'public',
  summary: 'Top level of the area lookup: the regions of the market’s country.',
  response: z.array(areaSchema),
});

export const listAreaProvinces = defineEndpoint({
  id: 'listAreaProvinces',
  method: 'GET',
  path: '/address/area/:regionId/province',
  auth: 'public',
  summary: 'Provinces of a region (their ids are the address’s id_provinsi).',
  params: z.object({ regionId: idSchema }),
  response: z.array(areaSchema),
});

export const listAreaCities = defineEndpoint({
  id: 'listAreaCities',
  method: 'GET',
  path: '/address/area/province/:provinceId/city',
  auth: 'public',
  summary: 'Cities and regencies of a province (id_kabupaten).',
  params: z.object({ provinceId: idSchema }),
  response: z.array(areaSchema),
});

export const listAreaDistricts = defineEndpoint({
  id: 'listAreaDistricts',
  method: 'GET',
  path: '/address/area/city/:cityId/district',
  auth: 'public',
  summary: 'Districts of a city (id_kecamatan).',
  params: z.object({ cityId: idSchema }),
  response: z.array(areaSchema),
});

export const listAreaSubdistricts = defineEndpoint({
  id: 'listAreaSubdistricts',
  method: 'GET',
  path: '/address/area/district/:districtId/subdistrict',
  auth: 'public',
  summary: 'Subdistricts of a district (id_kelurahan) with their postal codes.',
  params: z.object({ districtId: idSchema }),
  response: z.array(subdistrictSchema),
});

export const AREA_ENDPOINTS = [
  listAreaRegions,
  listAreaProvinces,
  listAreaCities,
  listAreaDistricts,
  listAreaSubdistricts,
] as const;
