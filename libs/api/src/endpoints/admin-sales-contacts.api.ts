import {
  createSalesContact,
  listSalesContacts,
  setCustomerSalesContact,
  setSalesContactActive,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { LIST } from './tags';

const ROSTER = { type: 'SalesContact', id: LIST } as const;
const AUDIT_LOG = { type: 'AuditLog', id: LIST } as const;

export const adminSalesContactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // One list tag: the roster is small and read whole; any change reorders or recounts it.
    listSalesContacts: contractQuery(build, listSalesContacts, { providesTags: [ROSTER] }),
    createSalesContact: contractMutation(build, createSalesContact, {
      invalidatesTags: [ROSTER, AUDIT_LOG],
    }),
    // The customers' rows show the contact's active mark too.
    setSalesContactActive: contractMutation(build, setSalesContactActive, {
      invalidatesTags: [ROSTER, { type: 'Customer', id: LIST }, AUDIT_LOG],
    }),
    setCustomerSalesContact: contractMutation(build, setCustomerSalesContact, {
      invalidatesTags: (_result, _error, { params }) => [
        ROSTER,
        { type: 'Customer', id: params.customerId },
        AUDIT_LOG,
      ],
    }),
  }),
});

export const {
  useListSalesContactsQuery,
  useCreateSalesContactMutation,
  useSetSalesContactActiveMutation,
  useSetCustomerSalesContactMutation,
} = adminSalesContactsApi;
