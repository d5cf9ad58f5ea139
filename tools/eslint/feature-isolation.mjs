import { readdirSync } from 'node:fs';

/** How deep below a feature's root the rule looks (features/x/a/b/c/d/file.ts). */
const MAX_DEPTH = 5;

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * "Features do not import each other" (decision 264) for every folder of `featuresDir` (from
 * the workspace root): a file of one feature may not import a sibling feature's files, as the
 * boundary matrix forbids it between projects. What two features share goes to the app's
 * src/shared/ or to @storefront/ui-support.
 *
 * no-restricted-imports sees the import as written, not where it lands, so the patterns are
 * made per feature and per depth: from `features/cart/components/x.tsx`, `../../checkout/…` and
 * `../../../features/checkout/…` reach another feature, while `../checkout/…` would be cart's own
 * `checkout` folder. The feature folders are read when the config loads: a new feature is
 * covered without editing the config.
 */
export function featureIsolation(featuresDir) {
  const features = readdirSync(new URL(`../../${featuresDir}/`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) => {
    const others = features.filter((name) => name !== feature).map(escape);
    if (others.length === 0) return [];
    const sibling = `(?:${others.join('|')})(?:/|$)`;
    return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
      files: [`${featuresDir}/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(?:\\.\\./){${depth + 1}}${sibling}|^(?:\\.\\./){${depth + 2}}features/${sibling}`,
                message: `Features do not import each other (decision 264): what ${feature} shares with another feature goes to src/shared/ or @storefront/ui-support.`,
              },
            ],
          },
        ],
      },
    }));
  });
}
