import {
  ERROR_CODES,
  ERROR_TEXTS,
  ERROR_TEXTS_EN,
  ERROR_TEXTS_ID,
  ERROR_TEXTS_KK,
  FIELD_ERROR_IDS,
  fieldErrorMessage as domainFieldErrorMessage,
  messageFor as domainMessageFor,
} from '@storefront/domain';
import type { LanguageCode } from '@storefront/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a browser that has loaded nothing (the setup file loads every language).
beforeEach(() => vi.resetModules());
const fresh = () => import('./error-texts');

describe('the error texts of the loaded languages', () => {
  it('answers in a loaded language as the domain does, parameters filled', async () => {
    const { addErrorTexts, fieldErrorMessage, messageFor } = await fresh();
    addErrorTexts('id', ERROR_TEXTS_ID);
    expect(messageFor('generic_retry', 'id')).toBe('Terjadi Kesalahan, Silahkan coba lagi');
    expect(messageFor('quantity_below_minimum', 'id', { minimum: 5 })).toBe(
      domainMessageFor('quantity_below_minimum', 'id', { minimum: 5 }),
    );
    expect(fieldErrorMessage('field.too_long', 'id', { max: 200 })).toBe('Maksimal 200 karakter');
  });

  it('falls back to English, then to the language it has, until a language arrives', async () => {
    const { addErrorTexts, messageFor } = await fresh();
    addErrorTexts('id', ERROR_TEXTS_ID);
    expect(messageFor('not_found', 'kk')).toBe(domainMessageFor('not_found', 'id'));
    addErrorTexts('en', ERROR_TEXTS_EN);
    expect(messageFor('not_found', 'kk')).toBe(domainMessageFor('not_found', 'en'));
    addErrorTexts('kk', ERROR_TEXTS_KK);
    expect(messageFor('not_found', 'kk')).toBe(domainMessageFor('not_found', 'kk'));
    // A language the catalogue does not know reads as English, as in the domain.
    expect(messageFor('not_found', 'fr')).toBe(domainMessageFor('not_found', 'fr'));
  });

  it('shows the code rather than failing when nothing is loaded', async () => {
    const { fieldErrorMessage, messageFor } = await fresh();
    expect(messageFor('generic_retry', 'id')).toBe('generic_retry');
    expect(fieldErrorMessage('field.required', 'id')).toBe('field.required');
  });

  it('with every language loaded, says exactly what the domain says', async () => {
    const { addErrorTexts, fieldErrorMessage, messageFor } = await fresh();
    for (const [language, texts] of Object.entries(ERROR_TEXTS)) {
      addErrorTexts(language as LanguageCode, texts);
    }
    for (const language of Object.keys(ERROR_TEXTS)) {
      for (const code of ERROR_CODES) {
        expect(messageFor(code, language)).toBe(domainMessageFor(code, language));
      }
      for (const id of FIELD_ERROR_IDS) {
        expect(fieldErrorMessage(id, language)).toBe(domainFieldErrorMessage(id, language));
      }
    }
  });
});
