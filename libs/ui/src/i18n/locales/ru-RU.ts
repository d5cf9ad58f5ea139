import type { Messages } from '../messages';
import { mergeMessages } from '../messages';

const modules = import.meta.glob<Messages>('../../**/i18n/ru-RU.ts', {
  eager: true,
  import: 'default',
});

export default mergeMessages(modules);

// The domain's error texts of this language travel with its messages (i18n/messages.ts).
export { ERROR_TEXTS_RU as errorTexts } from '@storefront/domain';
