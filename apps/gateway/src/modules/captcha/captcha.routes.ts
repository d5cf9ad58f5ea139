import { CONTRACT_BY_ID } from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { bindEndpoint } from '../../http/bind-endpoint';
import { createCaptchaService } from './captcha.service';

/** The challenge the storefront's captcha widget solves; the forms that need one spend it. */
export async function registerCaptchaRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  const captcha = createCaptchaService(context);
  bindEndpoint(app, CONTRACT_BY_ID.getCaptchaChallenge, () => captcha.issueChallenge());
}
