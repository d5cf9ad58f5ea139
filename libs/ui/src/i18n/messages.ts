import type { Locale } from '@storefront/domain';

/** The texts of one locale, by message id ('feature.screen.key'). */
export type Messages = Readonly<Record<string, string>>;

/**
 * Each feature keeps its texts in `features/<feature>/i18n/<locale>.ts` (default export); en-US
 * defines the ids and the other five are typed against it, so a missing text fails to compile. One
 * module per locale (./locales/<locale>.ts) gathers every feature's file, so a storefront loads
 * only the texts of the language it shows.
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./locales/en-US'),
  'id-ID': () => import('./locales/id-ID'),
  'th-TH': () => import('./locales/th-TH'),
  'kk-KZ': () => import('./locales/kk-KZ'),
  'ru-RU': () => import('./locales/ru-RU'),
  'ar-SA': () => import('./locales/ar-SA'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
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
