import { profileApi } from '@storefront/api';
import type { ApiDispatch } from '@storefront/api';
import type { LanguageCode } from '@storefront/domain';

/**
 * Tells the gateway the signed-in customer's language (their e-mails and pushes follow it). Its
 * own small chunk, loaded on the first switch: the profile calls are not part of the first render.
 */
export function sendLanguage(dispatch: ApiDispatch, language: LanguageCode): void {
  void dispatch(
    profileApi.endpoints.changeLanguage.initiate(
      { body: { change_language: language } },
      // Nothing on screen waits for the answer: it is not kept in the store.
      { track: false },
    ),
  );
}
