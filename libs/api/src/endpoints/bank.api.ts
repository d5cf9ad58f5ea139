import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  listBanks,
  updateBankAccount,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

export const bankApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The banks of the market are reference data: no tags.
    listBanks: contractQuery(build, listBanks),
    listBankAccounts: contractQuery(build, listBankAccounts, {
      providesTags: (accounts) =>
        listTags(
          'BankAccount',
          accounts?.map((account) => account.id),
        ),
    }),
    createBankAccount: contractMutation(build, createBankAccount, {
      invalidatesTags: [{ type: 'BankAccount', id: LIST }],
    }),
    updateBankAccount: contractMutation(build, updateBankAccount, {
      invalidatesTags: (_result, _error, arg) => [itemTag('BankAccount', arg.body.id)],
    }),
    deleteBankAccount: contractMutation(build, deleteBankAccount, {
      invalidatesTags: [{ type: 'BankAccount', id: LIST }],
    }),
  }),
});

export const {
  useListBanksQuery,
  useListBankAccountsQuery,
  useCreateBankAccountMutation,
  useUpdateBankAccountMutation,
  useDeleteBankAccountMutation,
} = bankApi;
