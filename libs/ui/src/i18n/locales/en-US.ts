import type { Messages } from '../messages';
import { mergeMessages } from '../messages';

const modules = import.meta.glob<Messages>('../../**/i18n/en-US.ts', {
  eager: true,
  import: 'default',
});

export default mergeMessages(modules);
