import { addErrorTexts } from '@storefront/api';
import type * as Api from '@storefront/api';
import { ERROR_TEXTS, languageCode, SUPPORTED_LOCALES } from '@storefront/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHomeMessages, loadMessages } from './messages';

vi.mock('@storefront/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  addErrorTexts: vi.fn(),
}));

beforeEach(() => vi.mocked(addErrorTexts).mockClear());

describe('a locale’s texts bring the error texts of its language (decision 146)', () => {
  it.each(SUPPORTED_LOCALES)('%s: the home part and the whole locale', async (locale) => {
    const language = languageCode(locale);
    await loadHomeMessages(locale);
    expect(addErrorTexts).toHaveBeenCalledExactlyOnceWith(language, ERROR_TEXTS[language]);
    await loadMessages(locale);
    expect(addErrorTexts).toHaveBeenLastCalledWith(language, ERROR_TEXTS[language]);
  });
});
