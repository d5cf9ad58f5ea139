import { accountHolderSchema, accountNumberSchema, bankNameSchema } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { bankAccountSchema } from '../resources/account.schema';
import { emptyDataSchema, idSchema } from '../shared/primitives.schema';

/** Bank name, account number, holder name: all required (SPEC §5). */
export const bankAccountInputSchema = z.object({
  bank_name: bankNameSchema,
  account_number: accountNumberSchema,
  account_holder: accountHolderSchema,
});

export const listBanks = defineEndpoint({
  id: 'listBanks',
  method: 'GET',
  path: '/oci/profile/bank/list',
  auth: 'customer',
  summary: 'Banks of the market a customer can pick for a refund account.',
  response: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const listBankAccounts = defineEndpoint({
  id: 'listBankAccounts',
  method: 'GET',
  path: '/oci/profile/bank',
  auth: 'customer',
  summary: 'The caller’s bank accounts (where refunds are paid).',
  response: z.array(bankAccountSchema),
});

export const createBankAccount = defineEndpoint({
  id: 'createBankAccount',
  method: 'PUT',
  path: '/oci/profile/bank/create',
  auth: 'customer',
  summary: 'Adds a bank account.',
  body: bankAccountInputSchema,
  response: bankAccountSchema,
});

export const updateBankAccount = defineEndpoint({
  id: 'updateBankAccount',
  method: 'PUT',
  path: '/oci/profile/bank/update',
  auth: 'customer',
  summary: 'Replaces a bank account of the caller.',
  body: bankAccountInputSchema.extend({ id: idSchema }),
  response: bankAccountSchema,
});

export const deleteBankAccount = defineEndpoint({
  id: 'deleteBankAccount',
  method: 'DELETE',
  path: '/oci/profile/bank/delete',
  auth: 'customer',
  summary: 'Deletes a bank account; the spec’s DELETE carries the id in its body.',
  body: z.object({ id: idSchema }),
  response: emptyDataSchema,
});

export const BANK_ENDPOINTS = [
  listBanks,
  listBankAccounts,
  createBankAccount,
  updateBankAccount,
  deleteBankAccount,
] as const;
