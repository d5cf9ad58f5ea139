import type { Messages } from '../messages';
import { mergeMessages } from '../messages';

const modules = import.meta.glob<Messages>('../../**/i18n/ar-SA.ts', {
  eager: true,
  import: 'default',
});

export default mergeMessages(modules);
