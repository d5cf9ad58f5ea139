import type { ExtraLocalesEnv } from './extra-locales';
import type { FirebaseEnv } from './firebase-from-env';

declare global {
  /**
   * The variables a storefront app is built with (Vite inlines `import.meta.env`), declared once
   * for the market apps, whose main.tsx and server.ts import libs/ui and hand them to it.
   */
  interface ImportMetaEnv extends FirebaseEnv, ExtraLocalesEnv {
    /** Where the gateway answers when it is not the origin that serves this app. */
    readonly VITE_API_BASE_URL?: string;
  }
}

export {};
