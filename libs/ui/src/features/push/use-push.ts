import type { ApiDispatch } from '@storefront/api';
import { messageFor } from '@storefront/api';
import { isSupportedLocale, languageCode } from '@storefront/domain';
import type { FirebaseOptions } from 'firebase/app';
import { createElement, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { enqueueToast } from '../../shared/notify';
import { notify } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { PushToast, pushToastContent } from './push-toast';
import { emailOfSession, startPush } from './start-push';
import type { PushAlertCode, PushStatus, StartPushOptions } from './start-push';

export interface UsePushOptions {
  /** The app's Firebase web config; without one push stays off. */
  readonly firebaseConfig: FirebaseOptions | null | undefined;
  readonly vapidKey: unknown;
  /** For tests: everything startPush accepts besides what the hook supplies. */
  readonly overrides?: Partial<Omit<StartPushOptions, 'dispatch' | 'onAlert' | 'onMessage'>>;
}

/** 'off' without a config; 'starting' while a start runs; then how it ended. */
export type UsePushStatus = PushStatus | 'off' | 'starting';

const ALERT_VARIANTS = {
  push_denied: 'warning',
  push_unsupported: 'warning',
  push_token_failed: 'error',
} as const satisfies Record<PushAlertCode, 'warning' | 'error'>;

/**
 * Push for the app shell: call it once in the layout, inside the store, IntlProvider and the
 * shell's toaster. It starts when a customer is signed in and starts again for another one
 * (useSession follows every sign-in and sign-out without a reload). Alerts and message toasts
 * go through the shell's toaster (enqueueToast, notify).
 */
export function usePush({ firebaseConfig, vapidKey, overrides }: UsePushOptions): UsePushStatus {
  const dispatch = useDispatch<ApiDispatch>();
  const email = emailOfSession(useSession());
  const intl = useIntl();
  const [status, setStatus] = useState<UsePushStatus>(firebaseConfig ? 'starting' : 'off');

  // The effect restarts only for a new config, key or customer; texts are read when shown.
  const latest = useRef({ intl, firebaseConfig, overrides });
  latest.current = { intl, firebaseConfig, overrides };
  const configKey = firebaseConfig ? JSON.stringify(firebaseConfig) : null;

  useEffect(() => {
    const config = latest.current.firebaseConfig;
    if (!config) {
      setStatus('off');
      return undefined;
    }
    setStatus('starting');
    const controller = new AbortController();
    void startPush({
      ...latest.current.overrides,
      firebaseConfig: config,
      vapidKey,
      dispatch,
      signal: controller.signal,
      onAlert: (code) => {
        const { intl: current } = latest.current;
        const language = isSupportedLocale(current.locale) ? languageCode(current.locale) : 'en';
        enqueueToast(messageFor(code, language), { variant: ALERT_VARIANTS[code] });
      },
      onMessage: (payload) => {
        const toast = createElement(PushToast, {
          ...pushToastContent(payload),
          fallbackTitle: latest.current.intl.formatMessage({ id: 'push.toast.fallbackTitle' }),
        });
        // The shared notification toast: top-right (mirrored right to left), 8 s, no close.
        notify(toast);
      },
    }).then((result) => {
      if (!controller.signal.aborted) setStatus(result.status);
    });
    return () => controller.abort();
  }, [configKey, vapidKey, email, dispatch]);

  return status;
}
