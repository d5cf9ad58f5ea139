import type { adminAreaSchema } from '@storefront/contract';
import type { z } from 'zod';

export type AdminArea = z.output<typeof adminAreaSchema>;

/** Jakarta's branch of the Indonesian tree, region first: ids as the seed stores them. */
const JAKARTA_BRANCH: readonly AdminArea[] = [
  { id: 'ID', level: 'region', name: 'Indonesia', postal_code: null, deliverable: true },
  { id: '31', level: 'province', name: 'DKI JAKARTA', postal_code: null, deliverable: true },
  {
    id: '31.71',
    level: 'city',
    name: 'KOTA ADM. JAKARTA PUSAT',
    postal_code: null,
    deliverable: true,
  },
  { id: '31.71.01', level: 'district', name: 'GAMBIR', postal_code: null, deliverable: true },
  {
    id: '31.71.01.1001',
    level: 'subdistrict',
    name: 'GAMBIR',
    postal_code: '10110',
    deliverable: true,
  },
];

/** The area of that branch at `depth` (0 the region, 4 a subdistrict). */
export function makeAdminArea(depth = 1, overrides: Partial<AdminArea> = {}): AdminArea {
  const area = JAKARTA_BRANCH[Math.min(Math.max(depth, 0), JAKARTA_BRANCH.length - 1)];
  return { ...area, ...overrides } as AdminArea;
}

/** The chain from the region down to the area at `depth`, as the list's trail gives it. */
export function makeAreaTrail(depth: number): AdminArea[] {
  return JAKARTA_BRANCH.slice(0, Math.max(depth + 1, 0)).map((area) => ({ ...area }));
}
