import { api } from './api';
import { contractMutation, contractQuery, lazyEntry } from './contract-endpoint';

const profileEntries = () => import('./profile.entries');
const entry = <Name extends keyof Awaited<ReturnType<typeof profileEntries>>>(name: Name) =>
  lazyEntry(profileEntries, name);

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: contractQuery(build, entry('getProfile'), { providesTags: ['Profile'] }),
    editIdentity: contractMutation(build, entry('editIdentity'), { invalidatesTags: ['Profile'] }),
    applyReferral: contractMutation(build, entry('applyReferral'), {
      invalidatesTags: ['Profile'],
    }),
    // The password is shown nowhere: nothing to refresh.
    confirmPassword: contractMutation(build, entry('confirmPassword')),
    // Every other session ends on the server; this one carries on with the fresh token it gets.
    changePassword: contractMutation(build, entry('changePassword'), {
      onSuccess: (client, session) => client.startSession(session),
    }),
    changeLanguage: contractMutation(build, entry('changeLanguage'), {
      invalidatesTags: ['Profile'],
    }),
    // The account is gone: its token and every cached answer go with it.
    deleteAccount: contractMutation(build, entry('deleteAccount'), {
      onSuccess: (client) => client.endSession(),
      resetsCache: true,
    }),
  }),
});

export const {
  useGetProfileQuery,
  useEditIdentityMutation,
  useApplyReferralMutation,
  useConfirmPasswordMutation,
  useChangePasswordMutation,
  useChangeLanguageMutation,
  useDeleteAccountMutation,
} = profileApi;
