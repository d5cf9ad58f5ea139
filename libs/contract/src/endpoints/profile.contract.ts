import {
  existingPasswordSchema,
  FIELD_ERRORS,
  IMAGE_UPLOAD_RULES,
  LANGUAGE_CODES,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { profileSchema, sessionSchema } from '../resources/account.schema';
import { calendarDateSchema, emptyDataSchema, enumSchema } from '../shared/primitives.schema';

/**
 * A new password typed twice: the copies must match and the new one must differ from the
 * current one. Shared by the profile's change and the emailed reset.
 */
export const newPasswordFieldsSchema = z.object({
  password_new: passwordSchema,
  password_confirm: z.string({ error: FIELD_ERRORS.required }),
});

function passwordsMatch(value: { password_new: string; password_confirm: string }): boolean {
  return value.password_new === value.password_confirm;
}

export const changePasswordBodySchema = newPasswordFieldsSchema
  .extend({ password_current: existingPasswordSchema })
  .refine(passwordsMatch, { error: FIELD_ERRORS.passwordsDiffer, path: ['password_confirm'] })
  .refine((value) => value.password_new !== value.password_current, {
    error: FIELD_ERRORS.passwordSame,
    path: ['password_new'],
  });

export const resetPasswordBodySchema = newPasswordFieldsSchema
  .extend({
    token: z.string({ error: FIELD_ERRORS.required }).min(1, { error: FIELD_ERRORS.required }),
  })
  .refine(passwordsMatch, { error: FIELD_ERRORS.passwordsDiffer, path: ['password_confirm'] });

export const getProfile = defineEndpoint({
  id: 'getProfile',
  method: 'GET',
  path: '/oci/profile',
  auth: 'customer',
  summary: 'The caller’s profile with addresses, level, sales contact and total order.',
  response: profileSchema,
});

export const editIdentity = defineEndpoint({
  id: 'editIdentity',
  method: 'PUT',
  path: '/oci/profile/edit-identity',
  auth: 'customer',
  summary:
    'Changes names, phone, date of birth, gender and (optionally) the photo; a changed phone must be verified again. Fails with profile_update_failed.',
  bodyKind: 'multipart',
  files: [{ name: 'photo', rules: IMAGE_UPLOAD_RULES, required: false }],
  body: z.object({
    namaDepan: personNameSchema,
    namaBelakang: personNameSchema,
    telepon: phoneSchema,
    date_birth: calendarDateSchema.optional(),
    gender: z.string().trim().max(20, { error: FIELD_ERRORS.tooLong }).optional(),
  }),
  response: profileSchema,
});

export const applyReferral = defineEndpoint({
  id: 'applyReferral',
  method: 'POST',
  path: '/oci/referal',
  auth: 'customer',
  summary: 'Records the referral code of the customer who invited the caller.',
  body: z.object({
    referral_code: z
      .string({ error: FIELD_ERRORS.required })
      .trim()
      .min(1, { error: FIELD_ERRORS.required })
      .max(32, { error: FIELD_ERRORS.tooLong }),
  }),
  response: emptyDataSchema,
});

export const confirmPassword = defineEndpoint({
  id: 'confirmPassword',
  method: 'PUT',
  path: '/oci/profile/confirm-password',
  auth: 'customer',
  summary:
    'The security check before the password form: the current password (password_current_wrong).',
  body: z.object({ password_current: existingPasswordSchema }),
  response: emptyDataSchema,
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'PUT',
  path: '/oci/profile/change-password',
  auth: 'customer',
  summary:
    'Sets a new password: typed twice, different from the current one. Every other session ends; the answer is a fresh session for this one.',
  body: changePasswordBodySchema,
  response: sessionSchema,
});

export const changeLanguage = defineEndpoint({
  id: 'changeLanguage',
  method: 'PUT',
  path: '/oci/profile/change-language',
  auth: 'customer',
  summary: 'The language of the caller’s messages, emails and pushes.',
  body: z.object({ change_language: enumSchema(LANGUAGE_CODES) }),
  response: emptyDataSchema,
});

export const deleteAccount = defineEndpoint({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/oci/auth/delete',
  auth: 'customer',
  summary: 'Deletes the caller’s account and ends the session.',
  response: emptyDataSchema,
});

export const PROFILE_ENDPOINTS = [
  getProfile,
  editIdentity,
  applyReferral,
  confirmPassword,
  changePassword,
  changeLanguage,
  deleteAccount,
] as const;
