import { storefrontViteConfig } from '@storefront/ui/vite-config';

// Every market's app builds the same way (libs/ui/src/build); only its main.tsx differs.
export default storefrontViteConfig();
