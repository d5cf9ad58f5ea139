import { staffLogin } from '@storefront/contract';
import { api } from './api';
import { contractMutation } from './contract-endpoint';
import { STAFF_TAG_TYPES } from './tags';

export const adminAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The back-office keeps its staff token in its own origin's token cookie, as the storefront
    // keeps the customer's (docs/decisions/050).
    staffLogin: contractMutation(build, staffLogin, {
      onSuccess: (client, session) => client.startSession(session),
      invalidatesTags: [...STAFF_TAG_TYPES],
    }),
  }),
});

export const { useStaffLoginMutation } = adminAuthApi;
