import {
  applyReferral,
  changeLanguage,
  changePassword,
  confirmPassword,
  deleteAccount,
  editIdentity,
  getProfile,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation, contractQuery } from './contract-endpoint';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: contractQuery(build, getProfile, { providesTags: ['Profile'] }),
    editIdentity: contractMutation(build, editIdentity, { invalidatesTags: ['Profile'] }),
    applyReferral: contractMutation(build, applyReferral, { invalidatesTags: ['Profile'] }),
    // The password is shown nowhere: nothing to refresh.
    confirmPassword: contractMutation(build, confirmPassword),
    // Every other session ends on the server; this one carries on with the fresh token it gets.
    changePassword: contractMutation(build, changePassword, {
      onSuccess: (client, session) => client.startSession(session),
    }),
    changeLanguage: contractMutation(build, changeLanguage, { invalidatesTags: ['Profile'] }),
    // The account is gone: its token and every cached answer go with it.
    deleteAccount: contractMutation(build, deleteAccount, {
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
