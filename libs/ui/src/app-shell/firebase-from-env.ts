import type { StorefrontFirebase } from './storefront-options';

/** The build-time variables an app reads its push configuration from (Vite `import.meta.env`). */
export interface FirebaseEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MEASUREMENT_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

/**
 * The push configuration when the build was given one, else undefined (push stays off and
 * Firebase is never loaded). The four fields the SDK cannot start without and the VAPID key
 * must all be set; the optional ones are passed when present.
 */
export function firebaseFromEnv(env: FirebaseEnv): StorefrontFirebase | undefined {
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim();
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  const messagingSenderId = env.VITE_FIREBASE_MESSAGING_SENDER_ID?.trim();
  const appId = env.VITE_FIREBASE_APP_ID?.trim();
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY?.trim();
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return undefined;
  const optional = {
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN?.trim(),
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET?.trim(),
    measurementId: env.VITE_FIREBASE_MEASUREMENT_ID?.trim(),
  };
  return {
    config: {
      apiKey,
      projectId,
      messagingSenderId,
      appId,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => Boolean(value))),
    },
    vapidKey,
  };
}
