import {
  completeFirstTimeCustomer,
  login,
  loginWithGoogle,
  register,
  registerDevice,
  registerSeminar,
  requestOtp,
  resetPassword,
  sendPasswordReset,
  sendVerificationEmail,
  sendWhatsappOtp,
  validateCustomerPhone,
  validateOtp,
  validatePhone,
  verifyEmail,
} from '@storefront/contract';
import { api } from './api';
import { contractMutation } from './contract-endpoint';
import type { ApiClient } from '../store/api-client';
import { CUSTOMER_TAG_TYPES } from './tags';

/**
 * Every sign-in answers a session: its token goes into the token cookie before the result
 * reaches the store, so the refetches of the new customer's data already carry it.
 */
const SIGN_IN = {
  onSuccess: (client: ApiClient, session: { token: string; expires_at: string }) =>
    client.startSession(session),
  invalidatesTags: [...CUSTOMER_TAG_TYPES],
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Registering signs the new customer in (issue 14): the answer is a session like a sign-in's.
    register: contractMutation(build, register, SIGN_IN),
    registerSeminar: contractMutation(build, registerSeminar),
    verifyEmail: contractMutation(build, verifyEmail, { invalidatesTags: ['Profile'] }),
    sendVerificationEmail: contractMutation(build, sendVerificationEmail),
    sendPasswordReset: contractMutation(build, sendPasswordReset),
    resetPassword: contractMutation(build, resetPassword),
    validateOtp: contractMutation(build, validateOtp, SIGN_IN),
    requestOtp: contractMutation(build, requestOtp),
    validateCustomerPhone: contractMutation(build, validateCustomerPhone),
    sendWhatsappOtp: contractMutation(build, sendWhatsappOtp),
    // A verified phone comes with a fresh token carrying the flag.
    validatePhone: contractMutation(build, validatePhone, SIGN_IN),
    registerDevice: contractMutation(build, registerDevice),
    login: contractMutation(build, login, SIGN_IN),
    loginWithGoogle: contractMutation(build, loginWithGoogle, SIGN_IN),
    completeFirstTimeCustomer: contractMutation(build, completeFirstTimeCustomer, {
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useRegisterMutation,
  useRegisterSeminarMutation,
  useVerifyEmailMutation,
  useSendVerificationEmailMutation,
  useSendPasswordResetMutation,
  useResetPasswordMutation,
  useValidateOtpMutation,
  useRequestOtpMutation,
  useValidateCustomerPhoneMutation,
  useSendWhatsappOtpMutation,
  useValidatePhoneMutation,
  useRegisterDeviceMutation,
  useLoginMutation,
  useLoginWithGoogleMutation,
  useCompleteFirstTimeCustomerMutation,
} = authApi;
