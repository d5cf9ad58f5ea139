import { storefrontViteConfig } from '@storefront/ui/vite-config';

// Every market's app builds the same way (libs/ui/src/build); its page's language differs.
export default storefrontViteConfig({ lang: 'id-ID' });
