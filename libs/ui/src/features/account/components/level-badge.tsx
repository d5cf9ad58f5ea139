import type { Level } from '@storefront/domain';
import { Badge } from '@storefront/ui-kit';
import type { BadgeTone } from '@storefront/ui-kit';
import { FormattedMessage } from 'react-intl';

/** The message id of each level's name. */
export const LEVEL_NAME_IDS: Readonly<Record<Level, string>> = {
  silver: 'account.level.silver',
  gold: 'account.level.gold',
  diamond: 'account.level.diamond',
};

const TONES: Readonly<Record<Level, BadgeTone>> = {
  silver: 'neutral',
  gold: 'secondary',
  diamond: 'info',
};

/** A membership level by name; the tone only supports the text. */
export function LevelBadge({ level }: { readonly level: Level }) {
  return (
    <Badge tone={TONES[level]}>
      <FormattedMessage id={LEVEL_NAME_IDS[level]} />
    </Badge>
  );
}
