import { emailSchema, existingPasswordSchema } from '@storefront/domain';
import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { staffSessionSchema } from '../resources/account.schema';

export const staffLogin = defineEndpoint({
  id: 'staffLogin',
  method: 'POST',
  path: '/admin/auth/login',
  // The one /admin entry open without a token: it is how staff get one (decision 042).
  auth: 'public',
  summary: 'Signs a staff member into the back-office (invalid_credentials).',
  body: z.object({ email: emailSchema, password: existingPasswordSchema }),
  response: staffSessionSchema,
});

export const ADMIN_AUTH_ENDPOINTS = [staffLogin] as const;
