import type { Messages } from '../messages';
import { mergeMessages } from '../messages';

// The texts the home page renders with: the shell's, the home route's feature's and the push
// toast's (../messages.ts).
const modules = import.meta.glob<Messages>(
  [
    '../../app-shell/i18n/th-TH.ts',
    '../../features/catalog/i18n/th-TH.ts',
    // The shell shows a push's toast on any page, home too.
    '../../features/push/i18n/th-TH.ts',
  ],
  { eager: true, import: 'default' },
);

export default mergeMessages(modules);

// The domain's error texts of this language travel with its messages (i18n/messages.ts).
export { ERROR_TEXTS_TH as errorTexts } from '@storefront/domain';
