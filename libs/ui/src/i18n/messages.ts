import { addErrorTexts } from '@storefront/api';
import { languageCode } from '@storefront/domain';
import type { LanguageErrorTexts, Locale } from '@storefront/domain';

/** The texts of one locale, by message id ('feature.screen.key'). */
export type Messages = Readonly<Record<string, string>>;

/** A locale's module: its messages, and the domain's error texts of its language. */
export interface LocaleModule {
  readonly default: Messages;
  readonly errorTexts: LanguageErrorTexts;
}

/**
 * The messages of a loaded module, once the client has its language's error texts: they come in
 * the same chunk, so a screen never shows an error in a language that has not arrived and the
 * first render carries one language of the catalogue, not six (docs/decisions/146).
 */
function withErrorTexts(locale: Locale, module: LocaleModule): Messages {
  addErrorTexts(languageCode(locale), module.errorTexts);
  return module.default;
}

/**
 * Each feature keeps its texts in `features/<feature>/i18n/<locale>.ts` (default export); en-US
 * defines the ids and the other five are typed against it, so a missing text fails to compile. One
 * module per locale (./locales/<locale>.ts) gathers every feature's file, so a storefront loads
 * only the texts of the language it shows; ./home/<locale>.ts gathers the part the home page
 * needs, so a first visit there starts before the rest has arrived.
 */
const LOADERS: Record<Locale, () => Promise<LocaleModule>> = {
  'en-US': () => import('./locales/en-US'),
  'id-ID': () => import('./locales/id-ID'),
  'th-TH': () => import('./locales/th-TH'),
  'kk-KZ': () => import('./locales/kk-KZ'),
  'ru-RU': () => import('./locales/ru-RU'),
  'ar-SA': () => import('./locales/ar-SA'),
};

/**
 * A locale's texts together with its language's error texts: what a page rendered on the server
 * hands the browser, which registers the error texts before hydrating, since it loads no locale
 * module of its own then (an error shown in the server's HTML must read the same in the browser).
 */
export interface LocaleTexts {
  readonly messages: Messages;
  readonly errorTexts: LanguageErrorTexts;
}

/** A gather's module as texts, its language's error texts registered with the client. */
export async function localeTexts(
  locale: Locale,
  module: Promise<LocaleModule>,
): Promise<LocaleTexts> {
  const loaded = await module;
  return { messages: withErrorTexts(locale, loaded), errorTexts: loaded.errorTexts };
}

/** Every text of a locale: what any screen may need. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loadLocaleTexts(locale)).messages;
}

/** Every text of a locale with its error texts. */
export function loadLocaleTexts(locale: Locale): Promise<LocaleTexts> {
  return localeTexts(locale, LOADERS[locale]());
}

/**
 * The home route (path '') is the catalogue's: its texts and the shell's are all the home page
 * needs, so a visit that starts there renders with them alone (./home/<locale>.ts gathers exactly
 * those two folders, and the push toast's the shell shows on any page) while the rest of the
 * locale loads beside it. The first render's budget (tools/size, docs/decisions/108) counts only
 * these; messages.test.ts fails when the home route moves to another feature and ./home does not
 * follow.
 */
const HOME_LOADERS: Record<Locale, () => Promise<LocaleModule>> = {
  'en-US': () => import('./home/en-US'),
  'id-ID': () => import('./home/id-ID'),
  'th-TH': () => import('./home/th-TH'),
  'kk-KZ': () => import('./home/kk-KZ'),
  'ru-RU': () => import('./home/ru-RU'),
  'ar-SA': () => import('./home/ar-SA'),
};

/** The shell's texts and the home feature's: enough for the home page, not for other screens. */
export async function loadHomeMessages(locale: Locale): Promise<Messages> {
  return (await loadHomeTexts(locale)).messages;
}

/** The home page's texts with the language's error texts. */
export function loadHomeTexts(locale: Locale): Promise<LocaleTexts> {
  return localeTexts(locale, HOME_LOADERS[locale]());
}

/**
 * Which gather of a locale's texts a page renders with, smallest first: each holds every text of
 * the one before it, so a page needs its texts loaded again only when it moves up this list.
 * `public` (the public pages': ./public-texts.ts) is the server's alone: a page it renders
 * carries only those, while the browser, moving past home, loads the whole locale in one chunk
 * it would need for the next screen anyway (docs/decisions/300).
 */
export const TEXT_SETS = ['home', 'public', 'all'] as const;
export type TextSet = (typeof TEXT_SETS)[number];

/** The home page's gather, or the whole locale for any other set (the browser's choice). */
export function loadTextSet(set: TextSet, locale: Locale): Promise<LocaleTexts> {
  return set === 'home' ? loadHomeTexts(locale) : loadLocaleTexts(locale);
}

/** Merges feature message files, refusing an id defined twice (two features must not collide). */
export function mergeMessages(modules: Record<string, Messages>): Messages {
  const merged: Record<string, string> = {};
  for (const [file, messages] of Object.entries(modules)) {
    for (const [id, text] of Object.entries(messages)) {
      if (id in merged) throw new Error(`Message id ${id} is defined twice (${file})`);
      merged[id] = text;
    }
  }
  return merged;
}
