import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { exchangeRateEntrySchema } from '../resources/admin.schema';
import { adminVoucherSchema, voucherInputSchema } from '../resources/voucher.schema';
import { exchangeRateSchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { idSchema } from '../shared/primitives.schema';

export const listAdminVouchers = defineEndpoint({
  id: 'listAdminVouchers',
  method: 'GET',
  path: '/admin/vouchers',
  auth: 'staff',
  summary: 'Every voucher with its quota, claimed and used counts, newest first.',
  query: pageQuerySchema,
  response: pageSchema(adminVoucherSchema),
});

export const createVoucher = defineEndpoint({
  id: 'createVoucher',
  method: 'POST',
  path: '/admin/vouchers',
  auth: 'staff',
  summary:
    'Creates a voucher: title, validity window, quota, stackable, discount and minimum spend.',
  body: voucherInputSchema,
  response: adminVoucherSchema,
});

export const updateVoucher = defineEndpoint({
  id: 'updateVoucher',
  method: 'PUT',
  path: '/admin/vouchers/:voucherId',
  auth: 'staff',
  summary: 'Replaces a voucher’s terms; the quota cannot go below what was already claimed.',
  params: z.object({ voucherId: idSchema }),
  body: voucherInputSchema,
  response: adminVoucherSchema,
});

export const listExchangeRates = defineEndpoint({
  id: 'listExchangeRates',
  method: 'GET',
  path: '/admin/exchange-rates',
  auth: 'staff',
  summary: 'The yuan rates staff have set, newest first (the first is in force).',
  query: pageQuerySchema,
  response: pageSchema(exchangeRateEntrySchema),
});

export const setExchangeRate = defineEndpoint({
  id: 'setExchangeRate',
  method: 'POST',
  path: '/admin/exchange-rates',
  auth: 'staff',
  summary: 'Sets the market-currency units per 1 CNY as a decimal string (e.g. "2250.5").',
  body: exchangeRateSchema,
  response: exchangeRateEntrySchema,
});

export const ADMIN_SETTINGS_ENDPOINTS = [
  listAdminVouchers,
  createVoucher,
  updateVoucher,
  listExchangeRates,
  setExchangeRate,
] as const;
