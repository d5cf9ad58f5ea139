import { isSupportedLocale } from '@storefront/domain';
import type { Locale, MarketConfig } from '@storefront/domain';

/** The build-time variable a deployment enables more of the shell's languages with. */
export interface ExtraLocalesEnv {
  /** Comma-separated locales the shell supports, beyond the market's own (e.g. `ar-SA`). */
  readonly VITE_EXTRA_LOCALES?: string;
}

/**
 * The shell's languages a build enables beyond its market's (decision 219), e.g. Arabic for a
 * deployment's Arabic-speaking customers. A name the shell does not support stops the app at
 * start, so a typo cannot ship a storefront that silently lacks the language.
 */
export function extraLocalesFromEnv(env: ExtraLocalesEnv): readonly Locale[] {
  const names = (env.VITE_EXTRA_LOCALES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isSupportedLocale(name));
  if (unknown.length > 0) {
    throw new Error(`VITE_EXTRA_LOCALES names locales the shell lacks: ${unknown.join(', ')}`);
  }
  return names.filter(isSupportedLocale);
}

/** The market with the extra locales after its own (its default stays first), without repeats. */
export function withExtraLocales(
  market: MarketConfig,
  extra: readonly Locale[] = [],
): MarketConfig {
  const [first, ...rest] = market.locales;
  const others = [...new Set([...rest, ...extra])].filter((locale) => locale !== first);
  if (others.length === rest.length) return market;
  return { ...market, locales: [first, ...others] };
}
