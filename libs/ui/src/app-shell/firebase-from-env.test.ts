import { describe, expect, it } from 'vitest';
import { firebaseFromEnv } from './firebase-from-env';

const COMPLETE = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_PROJECT_ID: 'storefront-id',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'BHx-vapid',
};

describe('firebaseFromEnv', () => {
  it('builds the config when every required variable is set', () => {
    expect(
      firebaseFromEnv({ ...COMPLETE, VITE_FIREBASE_AUTH_DOMAIN: 'storefront-id.firebaseapp.com' }),
    ).toEqual({
      config: {
        apiKey: 'AIza-key',
        projectId: 'storefront-id',
        messagingSenderId: '1234',
        appId: '1:1234:web:abc',
        authDomain: 'storefront-id.firebaseapp.com',
      },
      vapidKey: 'BHx-vapid',
    });
  });

  it.each([
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_MESSAGING_SENDER_ID',
    'VITE_FIREBASE_APP_ID',
    'VITE_FIREBASE_VAPID_KEY',
  ] as const)('leaves push off without %s', (name) => {
    expect(firebaseFromEnv({ ...COMPLETE, [name]: ' ' })).toBeUndefined();
    expect(firebaseFromEnv({ ...COMPLETE, [name]: undefined })).toBeUndefined();
  });

  it('leaves push off for a build without any variable', () => {
    expect(firebaseFromEnv({})).toBeUndefined();
  });
});
