import { api } from './api';
import { contractMutation, lazyEntry } from './contract-endpoint';

const trackingEntries = () => import('./tracking.entries');

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GETs that record something: mutations, fired when the visit or the click happens.
    trackVisit: contractMutation(build, lazyEntry(trackingEntries, 'trackVisit')),
    trackOctf: contractMutation(build, lazyEntry(trackingEntries, 'trackOctf')),
    trackOctfRedirect: contractMutation(build, lazyEntry(trackingEntries, 'trackOctfRedirect')),
    recordEvent: contractMutation(build, lazyEntry(trackingEntries, 'recordEvent')),
  }),
});

export const {
  useTrackVisitMutation,
  useTrackOctfMutation,
  useTrackOctfRedirectMutation,
  useRecordEventMutation,
} = trackingApi;
