/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the gateway answers when it is not the origin that serves this app. */
  readonly VITE_API_BASE_URL?: string;
  /** Languages of the shell enabled beyond the market's, comma-separated (e.g. ar-SA). */
  readonly VITE_EXTRA_LOCALES?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}
