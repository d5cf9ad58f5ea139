import { listAdminAreas, setAreaDeliverable } from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { LIST } from './tags';

const AUDIT_LOG = { type: 'AuditLog', id: LIST } as const;

export const adminAreasApi = api.injectEndpoints({
  endpoints: (build) => ({
    // One list tag: a mark on an area changes how every list below it reads (the trail).
    listAdminAreas: contractQuery(build, listAdminAreas, {
      providesTags: [{ type: 'AdminArea', id: LIST }],
    }),
    setAreaDeliverable: contractMutation(build, setAreaDeliverable, {
      invalidatesTags: [{ type: 'AdminArea', id: LIST }, AUDIT_LOG],
    }),
  }),
});

export const { useListAdminAreasQuery, useSetAreaDeliverableMutation } = adminAreasApi;
