import { useLazyGetCaptchaChallengeQuery } from '@storefront/api';
import { getCaptchaChallenge } from '@storefront/contract';
import { FieldError } from '@storefront/ui-kit';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import type { ApiError } from '@storefront/api';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../../shared/routing';
import { loadCaptchaWidget } from './load-captcha-widget';

/** The widget's texts, from our messages: `$altcha.i18n` key → message id. */
const WIDGET_TEXTS = {
  label: 'auth.captcha.label',
  verify: 'auth.captcha.verify',
  verifying: 'auth.captcha.verifying',
  verified: 'auth.captcha.verified',
  error: 'auth.captcha.error',
  expired: 'auth.captcha.expired',
  loading: 'auth.captcha.loading',
  reload: 'auth.captcha.reload',
  verificationRequired: 'auth.captcha.required',
  waitAlert: 'auth.captcha.wait',
} as const;

/** What a form does with its captcha. */
export interface Captcha {
  /**
   * The solution for the body's `captcha` field: the one already found, or found now (the
   * widget starts when the form is first focused, so this rarely waits). Null when the widget
   * could not solve one: the field then says so.
   */
  solution(): Promise<string | null>;
  /**
   * After the gateway answered a refusal: the solution was spent, so a fresh one is solved for
   * the next try. Returns whether the refusal was the captcha's own (`captcha_invalid`), which
   * the field then shows.
   */
  refused(error: ApiError): boolean;
  /** The text the field shows under the widget (ours, or the gateway's). */
  readonly error: string | null;
  /** @internal the field's element, its last solution and its loading. */
  readonly widget: RefObject<AltchaWidgetElement | null>;
  readonly solved: RefObject<string | null>;
  readonly ready: RefObject<Promise<void> | null>;
}

interface StateChange {
  readonly state: string;
  readonly payload?: string | null;
}

/** The widget's next final state: its solution, or null after an error or an expiry. */
function nextOutcome(widget: AltchaWidgetElement): Promise<string | null> {
  return new Promise((settle) => {
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', listener);
      settle(state === 'verified' ? (payload ?? null) : null);
    };
    widget.addEventListener('statechange', listener);
  });
}

/** A form's captcha: hand it to `<CaptchaField>`; its submit handler asks for `solution()`. */
export function useCaptcha(): Captcha {
  const intl = useIntl();
  const widget = useRef<AltchaWidgetElement | null>(null);
  const solved = useRef<string | null>(null);
  const ready = useRef<Promise<void> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const solve = useCallback(async (): Promise<string | null> => {
    if (solved.current) return solved.current;
    try {
      await ready.current;
    } catch {
      return null;
    }
    const element = widget.current;
    if (!element) return null;
    if (element.getState() === 'verifying') return nextOutcome(element);
    return (await element.verify())?.payload ?? null;
  }, []);

  const solution = useCallback(async () => {
    setError(null);
    const found = await solve();
    if (!found) setError(intl.formatMessage({ id: 'auth.captcha.failed' }));
    return found;
  }, [intl, solve]);

  const refused = useCallback((refusal: ApiError) => {
    solved.current = null;
    const element = widget.current;
    if (element) {
      element.reset();
      void element.verify();
    }
    const own = refusal.code === 'captcha_invalid';
    setError(own ? refusal.message : null);
    return own;
  }, []);

  return useMemo(
    () => ({ solution, refused, error, widget, solved, ready }),
    [solution, refused, error],
  );
}

export interface CaptchaFieldProps {
  readonly captcha: Captcha;
}

/**
 * The ALTCHA widget of a form: a checkbox "I'm not a robot" that proves it by a short proof of
 * work in the browser, with a challenge from our gateway (no third party, nothing tracked). It
 * starts by itself when the form is first focused; the texts are the page's language.
 */
export function CaptchaField({ captcha }: CaptchaFieldProps) {
  const intl = useIntl();
  const language = useLanguage();
  const errorId = `${useId()}-captcha-error`;
  const [fetchChallenge] = useLazyGetCaptchaChallengeQuery();
  const element = useRef<AltchaWidgetElement | null>(null);
  // The refs are the hook's own and never change; the captcha object does (its error).
  const { widget: widgetRef, solved, ready: readyRef } = captcha;

  // The widget's strings under the page's language, rebuilt when the language changes.
  const strings = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(WIDGET_TEXTS).map(([key, id]) => [key, intl.formatMessage({ id })]),
      ),
    [intl],
  );

  useEffect(() => {
    let current = true;
    const widget = element.current;
    const ready = loadCaptchaWidget().then(async () => {
      if (!current || !widget) return;
      const { i18n } = globalThis.$altcha;
      // Texts the widget has but these forms never show (code challenges, the footer) stay its own.
      i18n.set(language, { ...i18n.get('en'), ...strings });
      await widget.configure({
        // The contract's path, fetched through RTK Query below: never a third-party address.
        challenge: getCaptchaChallenge.path,
        fetch: async () => {
          const result = await fetchChallenge(undefined, false);
          if (!result.data) return new Response(null, { status: 503 });
          return new Response(JSON.stringify(result.data), {
            headers: { 'content-type': 'application/json' },
          });
        },
        auto: 'onfocus',
        language,
        // No link out to the widget's maker on our forms (its footer and logo).
        hideFooter: true,
        hideLogo: true,
      });
      widgetRef.current = widget;
      // Someone already typing before the widget arrived: its focus event has passed.
      const form = widget.closest('form');
      if (form?.contains(document.activeElement) && widget.getState() === 'unverified') {
        void widget.verify();
      }
    });
    readyRef.current = ready;
    ready.catch(() => undefined);
    return () => {
      current = false;
      widgetRef.current = null;
    };
  }, [widgetRef, readyRef, fetchChallenge, language, strings]);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      solved.current = state === 'verified' ? (payload ?? null) : null;
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [solved]);

  return (
    <div className="flex flex-col gap-1">
      <altcha-widget ref={element} suppressHydrationWarning />
      {captcha.error && (
        <div role="alert">
          <FieldError id={errorId}>{captcha.error}</FieldError>
        </div>
      )}
    </div>
  );
}
