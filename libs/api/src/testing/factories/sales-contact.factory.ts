import type { adminSalesContactRefSchema, adminSalesContactSchema } from '@storefront/contract';
import type { z } from 'zod';

export type SalesContact = z.output<typeof adminSalesContactSchema>;
export type SalesContactRef = z.output<typeof adminSalesContactRefSchema>;

/** A roster of three, fictitious: two in the rotation, the last taken out of it. */
const ROSTER: readonly SalesContact[] = [
  {
    id: 'sales-1',
    nama: 'Rina Wulandari',
    telepon: '+6281298765432',
    active: true,
    last_assigned_at: null,
    customer_count: 12,
    created_at: '2024-01-08T02:00:00.000Z',
  },
  {
    id: 'sales-2',
    nama: 'Agus Pratama',
    telepon: '+6281311112222',
    active: true,
    last_assigned_at: '2024-02-12T02:15:00.000Z',
    customer_count: 9,
    created_at: '2024-01-08T02:05:00.000Z',
  },
  {
    id: 'sales-3',
    nama: 'Dewi Lestari',
    telepon: '+6285733334444',
    active: false,
    last_assigned_at: '2024-01-30T07:40:00.000Z',
    customer_count: 4,
    created_at: '2024-01-09T03:00:00.000Z',
  },
];

export function makeSalesContact(index = 0, overrides: Partial<SalesContact> = {}): SalesContact {
  return { ...(ROSTER[index % ROSTER.length] as SalesContact), ...overrides };
}

/** The contact as a customer's row shows it. */
export function makeSalesContactRef(
  index = 0,
  overrides: Partial<SalesContactRef> = {},
): SalesContactRef {
  const { id, nama, telepon, active } = makeSalesContact(index);
  return { id, nama, telepon, active, ...overrides };
}

/** The whole roster, in the order the gateway lists it (active first). */
export function makeSalesRoster(): SalesContact[] {
  return ROSTER.map((contact) => ({ ...contact }));
}
