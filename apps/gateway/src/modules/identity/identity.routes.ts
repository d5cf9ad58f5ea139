import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { customerId } from '../../http/caller';
import { createCaptchaService } from '../captcha';
import { createIdentityService } from './identity.service';
import { createOnboardingService } from './onboarding.service';
import { createOtpService } from './otp.service';

/**
 * Sign-up, sign-in (password, Google, one-time code, staff), e-mail links, phone verification,
 * account deletion, seminar, referral and first-time flag. Calls that take a secret or send a
 * message use the strict rate limit on top of the database's own per-account counters. The three
 * forms a stranger fills in without proof of anything (registration, seminar, forgotten password)
 * spend a solved captcha first (decision 286).
 */
export async function registerIdentityRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const identity = createIdentityService(context, app.log);
  const otp = createOtpService(context, app.log);
  // Sign-in codes are sent after their answer (decision 222): let them finish before the
  // database closes.
  app.addHook('onClose', () => otp.settled());
  const onboarding = createOnboardingService(context);
  const captcha = createCaptchaService(context);
  const strict = { strictRateLimit: true };

  bindEndpoint(
    app,
    CONTRACT_BY_ID.register,
    async ({ input, request }) => {
      // A market without registration says so (registration_disabled), captcha or not.
      if (context.market.showRegisterButton) await captcha.spend(input.body.captcha);
      return identity.register(input.body, request.languageCode);
    },
    { ...strict, successStatus: 201 },
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.verifyEmail,
    ({ input }) => identity.verifyEmail(input.query.token),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.sendVerificationEmail,
    ({ input }) => identity.sendVerificationEmail(input.params.email),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.sendPasswordReset,
    async ({ input }) => {
      await captcha.spend(input.body?.captcha);
      return identity.sendPasswordReset(input.params.email);
    },
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.resetPassword,
    ({ input }) => identity.resetPassword(input.body.token, input.body.password_new),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.login,
    ({ input, request }) => identity.login(input.body.email, input.body.password, request.ip),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.loginWithGoogle,
    ({ input, request }) => identity.loginWithGoogle(input.body.id_token, request.languageCode),
    strict,
  );
  bindEndpoint(app, CONTRACT_BY_ID.deleteAccount, ({ request }) =>
    identity.deleteAccount(customerId(request)),
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.staffLogin,
    ({ input, request }) => identity.staffLogin(input.body.email, input.body.password, request.ip),
    strict,
  );

  bindEndpoint(
    app,
    CONTRACT_BY_ID.requestOtp,
    ({ input }) => otp.requestOtp(input.body.email),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.validateOtp,
    ({ input, request }) => otp.validateOtp(input.body.email, input.body.otp, request.ip),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.validateCustomerPhone,
    ({ input, request }) => otp.checkPhoneAvailable(customerId(request), input.body.telepon),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.sendWhatsappOtp,
    ({ input, request }) => otp.sendPhoneCode(customerId(request), input.body.telepon),
    strict,
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.validatePhone,
    ({ input, request }) =>
      otp.verifyPhone(customerId(request), input.body.telepon, input.body.otp, request.ip),
    strict,
  );

  bindEndpoint(
    app,
    CONTRACT_BY_ID.registerSeminar,
    async ({ input }) => {
      await captcha.spend(input.body.captcha);
      return onboarding.registerSeminar(input.body);
    },
    { ...strict, successStatus: 201 },
  );
  bindEndpoint(
    app,
    CONTRACT_BY_ID.applyReferral,
    ({ input, request }) => onboarding.applyReferral(customerId(request), input.body.referral_code),
    strict,
  );
  bindEndpoint(app, CONTRACT_BY_ID.completeFirstTimeCustomer, ({ request }) =>
    onboarding.completeFirstTimeCustomer(customerId(request)),
  );
}
