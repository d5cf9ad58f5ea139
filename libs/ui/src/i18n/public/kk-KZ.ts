import type { Messages } from '../messages';
import { mergeMessages } from '../messages';

// The texts the public pages render with: the shell's, the catalogue's, the content pages' and the
// push toast's the shell shows on any page (../messages.ts, PUBLIC_LOADERS).
const modules = import.meta.glob<Messages>(
  [
    '../../app-shell/i18n/kk-KZ.ts',
    '../../features/catalog/**/i18n/kk-KZ.ts',
    '../../features/content/i18n/kk-KZ.ts',
    '../../features/push/i18n/kk-KZ.ts',
  ],
  { eager: true, import: 'default' },
);

export default mergeMessages(modules);

// The domain's error texts of this language travel with its messages (i18n/messages.ts).
export { ERROR_TEXTS_KK as errorTexts } from '@storefront/domain';
