import { recordEvent, trackOctf, trackOctfRedirect, trackVisit } from '@storefront/contract';
import { api } from './api';
import { contractMutation } from './contract-endpoint';

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GETs that record something: mutations, fired when the visit or the click happens.
    trackVisit: contractMutation(build, trackVisit),
    trackOctf: contractMutation(build, trackOctf),
    trackOctfRedirect: contractMutation(build, trackOctfRedirect),
    recordEvent: contractMutation(build, recordEvent),
  }),
});

export const {
  useTrackVisitMutation,
  useTrackOctfMutation,
  useTrackOctfRedirectMutation,
  useRecordEventMutation,
} = trackingApi;
