import { createAddress, deleteAddress, listAddresses, updateAddress } from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { LIST, listTags } from './tags';

/**
 * The profile carries the address book too (its `Alamat`), and setting a main address changes
 * the others' flag, so every edit refreshes the whole list and the profile.
 */
const ADDRESS_BOOK = [{ type: 'Address', id: LIST }, 'Profile'] as const;

export const addressApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAddresses: contractQuery(build, listAddresses, {
      providesTags: (addresses) =>
        listTags(
          'Address',
          addresses?.map((address) => address.id),
        ),
    }),
    createAddress: contractMutation(build, createAddress, { invalidatesTags: [...ADDRESS_BOOK] }),
    updateAddress: contractMutation(build, updateAddress, { invalidatesTags: [...ADDRESS_BOOK] }),
    deleteAddress: contractMutation(build, deleteAddress, { invalidatesTags: [...ADDRESS_BOOK] }),
  }),
});

export const {
  useListAddressesQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressApi;
