import { getMarket } from '@storefront/domain';
import type { GatewayConfig } from '../config';
import type { Database } from '../db/client';
import { resolve } from 'node:path';
import type { Adapters } from './adapters';
import { createLocalCatalog } from './catalog/local-catalog.adapter';
import { createLocalCourierRates } from './courier/local-courier.adapter';
import { createOneboundCatalog } from './catalog/onebound-catalog.adapter';
import { createGoogleVerifierForClient } from './google/google-id-token.verifier';
import { createLocalMailSender } from './mail/local-mail.adapter';
import { createSimulatorPaymentAdapter } from './payment/simulator-payment.adapter';
import { createXenditPaymentAdapter } from './payment/xendit-payment.adapter';
import { createFcmPushSender } from './push/fcm.adapter';
import { createLocalPushSender } from './push/local-push.adapter';
import { createLocalFileStorage } from './storage/local-file-storage.adapter';
import { createLocalWhatsAppSender } from './whatsapp/local-whatsapp.adapter';
import { createWhatsAppCloudSender } from './whatsapp/whatsapp-cloud.adapter';
import type { WarningLog } from './unconfigured.adapter';
import { createUnconfiguredSenders } from './unconfigured.adapter';

/**
 * The adapters a configuration selects: the real provider when it is configured; otherwise the
 * local outbox in development and tests, and in production a sender that keeps nothing and warns.
 */
export function createAdapters(
  config: GatewayConfig,
  db: Database,
  log: WarningLog = console,
): Adapters {
  const fallback = config.production
    ? createUnconfiguredSenders(log)
    : {
        mail: createLocalMailSender(db),
        whatsapp: createLocalWhatsAppSender(db),
        push: createLocalPushSender(db),
      };
  return {
    mail: fallback.mail,
    whatsapp: config.whatsapp ? createWhatsAppCloudSender(config.whatsapp) : fallback.whatsapp,
    push: config.fcmServiceAccount
      ? createFcmPushSender({
          serviceAccount: config.fcmServiceAccount,
          linkBaseUrl: config.publicUrl,
        })
      : fallback.push,
    google:
      config.googleClientId && getMarket(config.market).googleLogin
        ? createGoogleVerifierForClient(config.googleClientId)
        : null,
    catalog: config.catalogApi
      ? createOneboundCatalog({
          db,
          apiUrl: config.catalogApi.url,
          key: config.catalogApi.key,
          secret: config.catalogApi.secret,
        })
      : createLocalCatalog(db),
    storage: createLocalFileStorage(resolve(config.dataDir, 'uploads')),
    // Unlike messages, payments have no "keep nothing" fallback: production without Xendit runs
    // the simulator, whose settle call is not registered there, so nothing is ever paid by it.
    payment: config.xendit
      ? createXenditPaymentAdapter({
          apiUrl: config.xendit.apiUrl,
          secretKey: config.xendit.secretKey,
          virtualAccountChannel: config.xendit.virtualAccountChannel,
          returnUrl: config.publicUrl,
        })
      : createSimulatorPaymentAdapter({
          db,
          publicUrl: config.publicUrl,
          otpSecret: config.jwtSecret,
        }),
    // The local rate table until a courier-rate provider is configured (adapters/courier).
    courier: createLocalCourierRates(getMarket(config.market)),
  };
}
