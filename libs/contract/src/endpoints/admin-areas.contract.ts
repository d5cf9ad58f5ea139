import { FIELD_ERRORS } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { idSchema } from '../shared/primitives.schema';

/** The levels of a market's area tree, top down: an address names the last four. */
export const AREA_LEVELS = ['region', 'province', 'city', 'district', 'subdistrict'] as const;

/**
 * An area as staff see it. `deliverable` is the area's own mark: an address is out of the
 * shipping range when any area of its chain (region to subdistrict) is marked not deliverable.
 */
export const adminAreaSchema = z.object({
  id: z.string(),
  level: z.enum(AREA_LEVELS),
  name: z.string(),
  postal_code: z.string().nullable(),
  deliverable: z.boolean(),
});

export const listAdminAreas = defineEndpoint({
  id: 'listAdminAreas',
  method: 'GET',
  path: '/admin/areas',
  auth: 'staff',
  summary:
    'The areas under parent_id (the regions without it) with their delivery marks, and the chain from the region down to the parent.',
  query: z.object({ parent_id: idSchema.optional() }),
  response: z.object({ trail: z.array(adminAreaSchema), items: z.array(adminAreaSchema) }),
});

export const setAreaDeliverable = defineEndpoint({
  id: 'setAreaDeliverable',
  method: 'PUT',
  path: '/admin/areas/:areaId/deliverable',
  auth: 'staff',
  summary:
    'Marks an area served or not served; checkout and the courier list then refuse addresses in a not-served area (address_out_of_range).',
  params: z.object({ areaId: idSchema }),
  body: z.object({
    deliverable: z.boolean({ error: FIELD_ERRORS.invalid }),
  }),
  response: adminAreaSchema,
});

export const ADMIN_AREA_ENDPOINTS = [listAdminAreas, setAreaDeliverable] as const;
