import { getMarket } from '@storefront/domain';
import type { GatewayConfig } from '../config';
import type { Database } from '../db/client';
import type { Adapters } from './adapters';
import { createLocalCatalog } from './catalog/local-catalog.adapter';
import { createLocalCourierRates } from './courier/local-courier.adapter';
import { createRajaOngkirCourier } from './courier/rajaongkir-courier.adapter';
import { createOneboundCatalog, oneboundLanguage } from './catalog/onebound-catalog.adapter';
import { createGoogleVerifierForClient } from './google/google-id-token.verifier';
import { createMailSender } from './mail/create-mail-sender';
import { createSimulatorPaymentAdapter } from './payment/simulator-payment.adapter';
import { createXenditPaymentAdapter } from './payment/xendit-payment.adapter';
import { createTipTopPayPaymentAdapter } from './payment/tiptoppay-payment.adapter';
import { createFcmPushSender } from './push/fcm.adapter';
import { createLocalPushSender } from './push/local-push.adapter';
import { createFileStorage } from './storage/create-file-storage';
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
        whatsapp: createLocalWhatsAppSender(db),
        push: createLocalPushSender(db),
      };
  return {
    // Chosen by MAIL_TRANSPORT: production has SMTP or names `none` (adapters/mail).
    mail: createMailSender(config.mail, db, log),
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
          lang: oneboundLanguage(getMarket(config.market).locales),
        })
      : createLocalCatalog(db),
    storage: createFileStorage(config.fileStorage, db),
    // Chosen by PAYMENT_PROVIDER: production runs the simulator only when it is named (then every
    // payment page shows test mode, and its settle call is still not registered there).
    payment: config.xendit
      ? createXenditPaymentAdapter({
          apiUrl: config.xendit.apiUrl,
          secretKey: config.xendit.secretKey,
          returnUrl: config.publicUrl,
          cardTokenization: config.xendit.publicKey
            ? { scriptUrl: config.xendit.jsUrl, publishableKey: config.xendit.publicKey }
            : null,
        })
      : config.tipTopPay
        ? // Kazakhstan (decision 294): cards as checkout.js cryptograms, keyed by the Public ID.
          createTipTopPayPaymentAdapter({
            apiUrl: config.tipTopPay.apiUrl,
            publicId: config.tipTopPay.publicId,
            apiSecret: config.tipTopPay.apiSecret,
            publicUrl: config.publicUrl,
            cardTokenization: {
              scriptUrl: config.tipTopPay.scriptUrl,
              publishableKey: config.tipTopPay.publicId,
            },
          })
        : createSimulatorPaymentAdapter({
            db,
            publicUrl: config.publicUrl,
            otpSecret: config.jwtSecret,
          }),
    // RajaOngkir when configured, else the zone table; production in Indonesia must name which.
    ...courierAdapters(config, db),
  };
}

/** Rates and tracking from RajaOngkir, or the local zone table, which tracks nothing. */
function courierAdapters(
  config: GatewayConfig,
  db: Database,
): Pick<Adapters, 'courier' | 'courierTracking'> {
  if (config.courier.provider === 'local') {
    return { courier: createLocalCourierRates(getMarket(config.market)), courierTracking: null };
  }
  const rajaOngkir = createRajaOngkirCourier({ db, ...config.courier });
  return { courier: rajaOngkir, courierTracking: rajaOngkir };
}
