import {
  completeFirstTimeCustomer,
  createNote,
  getCurrency,
  getNote,
  getSiteContent,
  listNotes,
  recordEvent,
  trackOctf,
  trackOctfRedirect,
  trackVisit,
  updateNote,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';
import { itemTag, LIST, listTags } from './tags';

export const otherApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GETs that record something: mutations, fired when the visit or the click happens.
    trackVisit: contractMutation(build, trackVisit),
    trackOctf: contractMutation(build, trackOctf),
    trackOctfRedirect: contractMutation(build, trackOctfRedirect),
    listNotes: contractQuery(build, listNotes, {
      providesTags: (page) =>
        listTags(
          'Note',
          page?.items.map((note) => note.id),
        ),
    }),
    createNote: contractMutation(build, createNote, {
      invalidatesTags: [{ type: 'Note', id: LIST }],
    }),
    getNote: contractQuery(build, getNote, {
      providesTags: (_result, _error, arg) => [itemTag('Note', arg.params.noteId)],
    }),
    updateNote: contractMutation(build, updateNote, {
      invalidatesTags: (_result, _error, arg) => [itemTag('Note', arg.params.noteId)],
    }),
    completeFirstTimeCustomer: contractMutation(build, completeFirstTimeCustomer, {
      invalidatesTags: ['Profile'],
    }),
    recordEvent: contractMutation(build, recordEvent),
    // SPEC §4, §9: the currency is reused from the browser while younger than 3 hours.
    getCurrency: contractQuery(build, getCurrency, {
      providesTags: ['Currency'],
      fromCache: (client, request) =>
        client.caches.currency.readFresh(request.query.id, client.now(), getCurrency.response),
      onSuccess: (client, data, request) =>
        client.caches.currency.write(request.query.id, data, client.now()),
    }),
    // SPEC §7: the web configuration is kept in the browser for the next visit's first paint.
    getSiteContent: contractQuery(build, getSiteContent, {
      providesTags: ['SiteContent'],
      onSuccess: (client, data) => client.caches.siteContent.write(data, client.now()),
    }),
  }),
});

export const {
  useTrackVisitMutation,
  useTrackOctfMutation,
  useTrackOctfRedirectMutation,
  useListNotesQuery,
  useCreateNoteMutation,
  useGetNoteQuery,
  useUpdateNoteMutation,
  useCompleteFirstTimeCustomerMutation,
  useRecordEventMutation,
  useGetCurrencyQuery,
  useGetSiteContentQuery,
} = otherApi;
