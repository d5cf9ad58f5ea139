import { getCaptchaChallenge } from '@storefront/contract';
import { api } from './api';
import { contractQuery } from './contract-endpoint';

export const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Every challenge is solved once (decision 286): the widget asks for a fresh one each time
    // (a lazy query triggered without the cached value), and none is kept once unused.
    getCaptchaChallenge: contractQuery(build, getCaptchaChallenge, { keepUnusedDataFor: 0 }),
  }),
});

export const { useGetCaptchaChallengeQuery, useLazyGetCaptchaChallengeQuery } = captchaApi;
