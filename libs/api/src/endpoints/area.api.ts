import {
  listAreaCities,
  listAreaDistricts,
  listAreaProvinces,
  listAreaRegions,
  listAreaSubdistricts,
} from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';

// The area lookup is reference data nothing in the client changes: no tags.
export const areaApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAreaRegions: contractQuery(build, listAreaRegions),
    listAreaProvinces: contractQuery(build, listAreaProvinces),
    listAreaCities: contractQuery(build, listAreaCities),
    listAreaDistricts: contractQuery(build, listAreaDistricts),
    listAreaSubdistricts: contractQuery(build, listAreaSubdistricts),
  }),
});

export const {
  useListAreaRegionsQuery,
  useListAreaProvincesQuery,
  useListAreaCitiesQuery,
  useListAreaDistrictsQuery,
  useListAreaSubdistrictsQuery,
} = areaApi;
