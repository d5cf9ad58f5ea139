import type { ApiDispatch } from '@storefront/api';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { useApiClient } from '../shared/session/use-session';

/**
 * Counts an arrival from a campaign link (campaign-arrival.ts). Most pages name no campaign, so
 * the reading and the call load only for one whose query has a `utm_` parameter: none of it is
 * in the first render, whose 170 KB budget has no room to spare.
 */
export function useCampaignArrival(): void {
  const { search } = useLocation();
  const client = useApiClient();
  const dispatch = useDispatch<ApiDispatch>();
  useEffect(() => {
    if (!search.includes('utm_')) return;
    void import('./campaign-arrival')
      .then(({ countCampaignArrival }) => countCampaignArrival(search, client, dispatch))
      .catch(() => undefined);
  }, [search, client, dispatch]);
}
