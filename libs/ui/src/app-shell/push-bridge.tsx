import { usePush } from '../features/push';
import type { StorefrontFirebase } from './storefront-options';

/**
 * Starts web push (the push feature) for the signed-in customer. Its own lazy chunk: the shell
 * imports it only when the app was given a Firebase config, so neither the push code nor the
 * Firebase SDK (which the push feature loads later still) weigh on a first render.
 */
export default function PushBridge({ firebase }: { readonly firebase: StorefrontFirebase }) {
  usePush({ firebaseConfig: firebase.config, vapidKey: firebase.vapidKey });
  return null;
}
