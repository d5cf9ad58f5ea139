import type { FirebaseOptions } from 'firebase/app';
import type { MessagePayload, Messaging } from 'firebase/messaging';

/** The few calls of the Firebase messaging SDK that push uses. */
export interface MessagingSdk {
  /** The SDK's own support check (it also opens IndexedDB, which private windows refuse). */
  isSupported(): Promise<boolean>;
  messagingFor(config: FirebaseOptions): Messaging;
  getToken(
    messaging: Messaging,
    options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration },
  ): Promise<string>;
  onMessage(messaging: Messaging, next: (payload: MessagePayload) => void): () => void;
}

/** Our own app name, so push never clashes with another use of Firebase on the page. */
export const PUSH_FIREBASE_APP_NAME = 'storefront-push';

/**
 * Loads the SDK only when push starts: a dynamic import keeps firebase out of the first render
 * and out of every screen chunk.
 */
export async function loadMessagingSdk(): Promise<MessagingSdk> {
  const [app, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  return {
    isSupported: messaging.isSupported,
    messagingFor: (config) =>
      messaging.getMessaging(
        app.getApps().find((existing) => existing.name === PUSH_FIREBASE_APP_NAME) ??
          app.initializeApp(config, PUSH_FIREBASE_APP_NAME),
      ),
    getToken: messaging.getToken,
    onMessage: messaging.onMessage,
  };
}
