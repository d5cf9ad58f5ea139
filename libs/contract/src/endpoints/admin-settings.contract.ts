import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { exchangeRateEntrySchema } from '../resources/admin.schema';
import { adminVoucherSchema, voucherInputSchema } from '../resources/voucher.schema';
import { exchangeRateSchema } from '../shared/money.schema';
import { pageQuerySchema, pageSchema } from '../shared/paging.schema';
import { idSchema, instantSchema } from '../shared/primitives.schema';

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

/**
 * Yuan per 1 US dollar (decision 278): Alibaba.com prices in dollars become yuan at the rate in
 * force. The rate's text is the domain's exchange-rate decimal, so the same rules read it.
 */
export const usdCnyRateEntrySchema = z.object({
  rate: exchangeRateSchema.shape.rate,
  set_at: instantSchema,
  set_by: z.string(),
});

export const listUsdCnyRates = defineEndpoint({
  id: 'listUsdCnyRates',
  method: 'GET',
  path: '/admin/exchange-rates/usd-cny',
  auth: 'staff',
  summary: 'The yuan-per-dollar rates staff have set, newest first (the first is in force).',
  query: pageQuerySchema,
  response: pageSchema(usdCnyRateEntrySchema),
});

export const setUsdCnyRate = defineEndpoint({
  id: 'setUsdCnyRate',
  method: 'POST',
  path: '/admin/exchange-rates/usd-cny',
  auth: 'staff',
  summary: 'Sets the yuan per 1 USD as a decimal string (e.g. "7.1234"), in force from now.',
  body: z.object({ rate: exchangeRateSchema.shape.rate }),
  response: usdCnyRateEntrySchema,
});

export const ADMIN_SETTINGS_ENDPOINTS = [
  listAdminVouchers,
  createVoucher,
  updateVoucher,
  listExchangeRates,
  setExchangeRate,
  listUsdCnyRates,
  setUsdCnyRate,
] as const;
