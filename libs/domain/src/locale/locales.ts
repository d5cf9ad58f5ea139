/** Every locale the shell can show; a market enables a subset (see markets/). */
export const SUPPORTED_LOCALES = ['en-US', 'id-ID', 'th-TH', 'kk-KZ', 'ru-RU', 'ar-SA'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The part of a locale before the dash: what the server receives as `langcode`. */
export const LANGUAGE_CODES = ['en', 'id', 'th', 'kk', 'ru', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
