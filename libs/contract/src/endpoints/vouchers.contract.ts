import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { checkoutGroupSchema } from '../resources/order.schema';
import { usableVoucherSchema, voucherSchema } from '../resources/voucher.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { idSchema } from '../shared/primitives.schema';

export const listVouchers = defineEndpoint({
  id: 'listVouchers',
  method: 'GET',
  path: '/oci/profile/vouchers',
  auth: 'customer',
  summary: 'Vouchers on offer with the caller’s claimed and used flags.',
  query: pageQuerySchema,
  response: pageSchema(voucherSchema),
});

export const listUsableVouchers = defineEndpoint({
  id: 'listUsableVouchers',
  method: 'GET',
  path: '/oci/voucher/list/:groupNumber',
  auth: 'customer',
  summary:
    'The caller’s claimed vouchers for an order group, each with whether it can be used and why not.',
  params: z.object({ groupNumber: idSchema }),
  response: z.array(usableVoucherSchema),
});

export const claimVoucher = defineEndpoint({
  id: 'claimVoucher',
  method: 'POST',
  path: '/oci/voucher',
  auth: 'customer',
  summary:
    'Claims a voucher (voucher_expired, voucher_not_started, voucher_exhausted, voucher_already_claimed).',
  body: z.object({ voucher_id: idSchema }),
  response: voucherSchema,
});

export const useVouchers = defineEndpoint({
  id: 'useVouchers',
  method: 'POST',
  path: '/oci/profile/vouchers/use',
  auth: 'customer',
  summary:
    'Sets the vouchers applied to an unpaid order group (an empty list removes them); a non-stackable voucher with another reads voucher_not_stackable.',
  body: z.object({ group_number: idSchema, voucher_ids: z.array(idSchema) }),
  response: checkoutGroupSchema,
});

export const VOUCHER_ENDPOINTS = [
  listVouchers,
  listUsableVouchers,
  claimVoucher,
  useVouchers,
] as const;
