import {
  emailSchema,
  existingPasswordSchema,
  FIELD_ERRORS,
  otpSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { sessionSchema } from '../resources/account.schema';
import { captchaBodySchema, captchaPayloadSchema } from './captcha.contract';
import { emptyDataSchema, idSchema, instantSchema } from '../shared/primitives.schema';
import { resetPasswordBodySchema } from './profile.contract';

/** A required piece of text handed out by a third party (tokens, codes). */
const tokenSchema = z
  .string({ error: FIELD_ERRORS.required })
  .trim()
  .min(1, { error: FIELD_ERRORS.required })
  .max(4096, { error: FIELD_ERRORS.tooLong });

/**
 * Where a one-time code went and when it stops working. `sent_to` is masked (+62•••••7890) so a
 * guest learns nothing about someone else's number; `resend_at` is when a new code may be asked.
 */
export const otpDispatchSchema = z.object({
  sent_to: z.string(),
  expires_at: instantSchema,
  resend_at: instantSchema,
});

export const register = defineEndpoint({
  id: 'register',
  method: 'POST',
  path: '/v1/auth/registration',
  auth: 'public',
  summary:
    'Creates an account, sends the email verification and signs the new customer in: the answer is a session like a sign-in’s (captcha_invalid without a fresh solved captcha, email_registered when taken, registration_disabled when the market hides it).',
  body: z.object({
    namaDepan: personNameSchema,
    namaBelakang: personNameSchema,
    email: emailSchema,
    telepon: phoneSchema,
    password: passwordSchema,
    referral_code: z.string().trim().max(32, { error: FIELD_ERRORS.tooLong }).optional(),
    captcha: captchaPayloadSchema,
  }),
  response: sessionSchema.extend({ customer_id: idSchema, email: z.string() }),
});

export const registerSeminar = defineEndpoint({
  id: 'registerSeminar',
  method: 'POST',
  path: '/v1/auth/register/seminar',
  auth: 'public',
  summary:
    'Signs a visitor up for a seminar; no account is needed, a solved captcha is (captcha_invalid).',
  body: z.object({
    seminar_id: idSchema,
    nama_lengkap: personNameSchema,
    email: emailSchema,
    telepon: phoneSchema,
    company: z.string().trim().max(100, { error: FIELD_ERRORS.tooLong }).default(''),
    captcha: captchaPayloadSchema,
  }),
  response: z.object({ registration_id: idSchema }),
});

export const verifyEmail = defineEndpoint({
  id: 'verifyEmail',
  method: 'POST',
  path: '/v1/auth/verify-email',
  auth: 'public',
  summary: 'Verifies an email with the token of the emailed link (account_verification_failed).',
  query: z.object({ token: tokenSchema }),
  response: z.object({ email: z.string(), is_verified: z.literal(true) }),
});

export const sendVerificationEmail = defineEndpoint({
  id: 'sendVerificationEmail',
  method: 'POST',
  path: '/v1/auth/send/:email/verification',
  auth: 'public',
  summary:
    'Sends the email-verification link again. Answers the same whether or not the address has an account, so it cannot be used to probe for accounts.',
  params: z.object({ email: emailSchema }),
  response: emptyDataSchema,
});

export const sendPasswordReset = defineEndpoint({
  id: 'sendPasswordReset',
  method: 'POST',
  path: '/v1/auth/send/:email/reset-password',
  auth: 'public',
  summary:
    'Emails a password-reset link behind a solved captcha (captcha_invalid); like the verification, the answer never reveals an account.',
  params: z.object({ email: emailSchema }),
  // Optional so that a request without a body gets captcha_invalid, like any missing captcha; an
  // empty JSON body reaches the schema as null.
  body: captchaBodySchema.nullish(),
  response: emptyDataSchema,
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'PUT',
  path: '/v1/auth/reset-password',
  auth: 'public',
  summary: 'Sets a new password with the token of the reset link.',
  body: resetPasswordBodySchema,
  response: emptyDataSchema,
});

export const validateOtp = defineEndpoint({
  id: 'validateOtp',
  method: 'POST',
  path: '/auth/validation-otp',
  auth: 'public',
  summary:
    'Checks the 6-digit code sent to a new account’s phone and signs the account in (otp_invalid, otp_expired, otp_attempts_exceeded).',
  body: z.object({ email: emailSchema, otp: otpSchema }),
  response: sessionSchema,
});

export const requestOtp = defineEndpoint({
  id: 'requestOtp',
  method: 'POST',
  path: '/auth/otp',
  auth: 'public',
  summary:
    'Sends a one-time code over the messaging app to the phone of the account with this email.',
  body: z.object({ email: emailSchema }),
  response: otpDispatchSchema,
});

export const validateCustomerPhone = defineEndpoint({
  id: 'validateCustomerPhone',
  method: 'POST',
  path: '/oci/customer/validate',
  auth: 'customer',
  summary: 'Checks a new phone number before a code is sent: valid, and not another account’s.',
  body: z.object({ telepon: phoneSchema }),
  response: z.object({ telepon: z.string(), available: z.boolean() }),
});

export const sendWhatsappOtp = defineEndpoint({
  id: 'sendWhatsappOtp',
  method: 'POST',
  path: '/oci/customer/sendwhatsapp',
  auth: 'customer',
  summary:
    'Sends a one-time code over WhatsApp to the phone the signed-in customer wants to verify.',
  body: z.object({ telepon: phoneSchema }),
  response: otpDispatchSchema,
});

export const validatePhone = defineEndpoint({
  id: 'validatePhone',
  method: 'POST',
  path: '/oci/customer/phonevalidation',
  auth: 'customer',
  summary:
    'Verifies the phone with its code; answers a fresh session because the token carries the verified flag.',
  body: z.object({ telepon: phoneSchema, otp: otpSchema }),
  response: sessionSchema,
});

export const registerDevice = defineEndpoint({
  id: 'registerDevice',
  method: 'POST',
  path: '/oci/register-device',
  auth: 'customer',
  summary:
    'Stores the push token of a browser; `device_id` is the session id cookie (SPEC §7), so one browser keeps one token.',
  body: z.object({ email: emailSchema, token: tokenSchema, device_id: tokenSchema }),
  response: emptyDataSchema,
});

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/v1/auth/login',
  auth: 'public',
  summary: 'Signs a customer in with email and password (invalid_credentials).',
  body: z.object({ email: emailSchema, password: existingPasswordSchema }),
  response: sessionSchema,
});

export const loginWithGoogle = defineEndpoint({
  id: 'loginWithGoogle',
  method: 'POST',
  path: '/v1/auth/google',
  auth: 'public',
  summary:
    'Signs in (or up) with a Google ID token, verified by the gateway; google_login_disabled where the market turns it off.',
  body: z.object({ id_token: tokenSchema }),
  response: sessionSchema,
});

export const completeFirstTimeCustomer = defineEndpoint({
  id: 'completeFirstTimeCustomer',
  method: 'PUT',
  path: '/oci/first-time-customer',
  auth: 'customer',
  summary: 'Ends the first-time-customer flow: the identity’s is_first_time becomes false.',
  response: z.object({ is_first_time: z.literal(false) }),
});

export const AUTH_ENDPOINTS = [
  register,
  registerSeminar,
  verifyEmail,
  sendVerificationEmail,
  sendPasswordReset,
  resetPassword,
  validateOtp,
  requestOtp,
  validateCustomerPhone,
  sendWhatsappOtp,
  validatePhone,
  registerDevice,
  login,
  loginWithGoogle,
  completeFirstTimeCustomer,
] as const;
